import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localeFileCode } from '../../contract/locales';
import { useTranslate } from '../../i18n/use-translate';
import { LoadingScreen } from '../../ui/spinner';
import { LocaleActor } from '../app/actors';
import { PageMetadataTags } from '../app/page-metadata';
import type { LegalBlock, LegalDocumentKind, LegalSection } from './legal-document';
import type { LoadedLegalDocuments } from './load-legal-documents';
import { useLegalDocuments } from './use-legal-documents';
import { Button } from '../../ui/button';

/** An e-mail address inside a document's text (the split keeps it as an odd-numbered part). */
const EMAIL_ADDRESS = /([\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})/i;

/** Plain text, with the e-mail addresses in it made into mailto links. Never HTML. */
function DocumentText({ text }: { text: string }) {
  return text.split(EMAIL_ADDRESS).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') {
    return (
      <p>
        <DocumentText text={block.text} />
      </p>
    );
  }
  return (
    <ul className="legal-list">
      {block.items.map((item, index) => (
        <li key={index}>
          <DocumentText text={item} />
        </li>
      ))}
    </ul>
  );
}

function Section({ section }: { section: LegalSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className="legal-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </section>
  );
}

function LastUpdated({ isoDate }: { isoDate: string }) {
  const intl = useIntl();
  const date = intl.formatDate(new Date(`${isoDate}T00:00:00Z`), {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <p className="legal-updated">
      <FormattedMessage
        id="legal.lastUpdated"
        values={{
          date: (
            <time key="date" dateTime={isoDate}>
              {date}
            </time>
          ),
        }}
      />
    </p>
  );
}

function LegalArticle({ kind, loaded }: { kind: LegalDocumentKind; loaded: LoadedLegalDocuments }) {
  const t = useTranslate();
  const tocHeadingId = useId();
  const legalDocument = loaded.documents[kind];
  // English shown on a page in another language keeps its own language and direction.
  const documentLanguage = loaded.fellBack ? { lang: 'en', dir: 'ltr' } : {};
  return (
    <article className="legal">
      <header className="legal-header">
        <h1 className="screen-heading" {...documentLanguage}>
          {legalDocument.title}
        </h1>
        <LastUpdated isoDate={legalDocument.lastUpdated} />
        {loaded.fellBack && <p className="legal-notice">{t('legal.fallbackNotice')}</p>}
      </header>
      <div className="legal-layout">
        <nav className="legal-toc" aria-labelledby={tocHeadingId}>
          <h2 id={tocHeadingId}>{t('legal.onThisPage')}</h2>
          <ol {...documentLanguage}>
            {legalDocument.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-body" {...documentLanguage}>
          {legalDocument.intro.map((paragraph, index) => (
            <p key={index} className="legal-intro">
              <DocumentText text={paragraph} />
            </p>
          ))}
          {legalDocument.sections.map((section) => (
            <Section key={section.id} section={section} />
          ))}
        </div>
      </div>
    </article>
  );
}

function LegalPending({
  kind,
  failed,
  onRetry,
}: {
  kind: LegalDocumentKind;
  failed: boolean;
  onRetry: () => void;
}) {
  const t = useTranslate();
  return (
    <div className="legal">
      <h1 className="screen-heading">{t(`pages.${kind}.title`)}</h1>
      {failed ? (
        <div className="legal-error" role="alert">
          <p>{t('legal.loadFailed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('legal.retry')}
          </Button>
        </div>
      ) : (
        <LoadingScreen label={t('legal.loading')} />
      )}
    </div>
  );
}

/**
 * /privacy and /terms: the current locale's document, loaded on demand from
 * ./documents/<fileCode>.json (English when that locale has none, or it fails to load or to
 * validate).
 */
export function LegalScreen({ kind }: { kind: LegalDocumentKind }) {
  const locale = LocaleActor.useSelector((snapshot) => snapshot.context.displayedLocale);
  const { state, retry } = useLegalDocuments(localeFileCode(locale));
  return (
    <>
      <PageMetadataTags
        titleId={`pages.${kind}.title`}
        descriptionId={`pages.${kind}.description`}
      />
      {state.status === 'loaded' ? (
        <LegalArticle kind={kind} loaded={state.loaded} />
      ) : (
        <LegalPending kind={kind} failed={state.status === 'failed'} onRetry={retry} />
      )}
    </>
  );
}
