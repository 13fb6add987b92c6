import { useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { TourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { rememberTourShared } from '../../services/first-run-storage';
import { SessionActor } from '../app/actors';
import { QrCode } from '../settings/qr-code';
import { SHARE_HEADING_ID } from './action-bar';
import type { EditorPanelProps } from './editor-props';
import { copyText, embedCode, publicTourUrl, siteOrigin } from './share-code';
import { Button } from '../../ui/button';

/**
 * The direct link, QR code and embed code of a published tour, each with Copy. Publishing is in
 * the editor's bar (action-bar.tsx), which leads here.
 */
export function SharePanel({ snapshot }: Pick<EditorPanelProps, 'snapshot'>) {
  const t = useTranslate();
  const { tour } = snapshot.context;
  if (!tour) return null;
  const published = tour.published && tour.slug !== null;
  return (
    <section className="tour-editor-panel card" aria-labelledby={SHARE_HEADING_ID}>
      <h2 id={SHARE_HEADING_ID} tabIndex={-1}>
        {t('tourEditor.share.heading')}
      </h2>
      <p>{published ? t('tourEditor.share.published') : t('tourEditor.share.notPublished')}</p>
      {published && <ShareCodes tour={tour} slug={tour.slug ?? ''} />}
    </section>
  );
}

function ShareCodes({ tour, slug }: { tour: TourView; slug: string }) {
  const t = useTranslate();
  const origin = siteOrigin();
  const link = publicTourUrl(origin, slug);
  const userId = SessionActor.useSelector((snapshot) => snapshot.context.user?.id ?? null);
  // The first-run checklist's "share" step (decision 0038): a link or code of one's own tour.
  const shared = () => {
    if (userId !== null && !tour.sample) rememberTourShared(userId);
  };
  return (
    <>
      <CopyField
        id="tour-editor-link"
        label={t('tourEditor.share.link')}
        value={link}
        copiedMessage={t('tourEditor.share.linkCopied')}
        onCopied={shared}
      >
        <a href={link} target="_blank" rel="noopener noreferrer" className="button button-ghost">
          {t('tourEditor.share.open')}
        </a>
      </CopyField>
      <figure className="tour-editor-qr">
        <QrCode
          text={link}
          alt={t('tourEditor.share.qrAlt')}
          loadingLabel={t('tourViewer.qr.loading')}
          failedLabel={t('tourViewer.qr.failed')}
          className="share-qr"
        />
        <figcaption>{t('tourEditor.share.qrHint')}</figcaption>
      </figure>
      <CopyField
        id="tour-editor-embed"
        label={t('tourEditor.share.embed')}
        value={embedCode(origin, slug, tour.title)}
        copiedMessage={t('tourEditor.share.embedCopied')}
        onCopied={shared}
        multiline
      />
    </>
  );
}

function CopyField({
  id,
  label,
  value,
  copiedMessage,
  onCopied,
  multiline = false,
  children,
}: {
  id: string;
  label: string;
  value: string;
  copiedMessage: string;
  /** After Copy, whether it copied or selected the text for the user to copy. */
  onCopied: () => void;
  multiline?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslate();
  const [result, setResult] = useState<'copied' | 'selected' | null>(null);
  const field = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const keep = (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    field.current = element;
  };
  const copy = async () => {
    setResult(await copyText(value, field.current));
    onCopied();
  };
  const shared = {
    id,
    value,
    readOnly: true,
    spellCheck: false,
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      event.currentTarget.select(),
  };
  return (
    <div className="form-field tour-editor-copy">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea ref={keep} rows={4} {...shared} /> : <input ref={keep} {...shared} />}
      <div className="tour-editor-actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('tourEditor.share.copy')}
          <span className="visually-hidden"> {label}</span>
        </Button>
        {children}
      </div>
      {/* Below the buttons, not over them (issue 22): what Copy did. */}
      <p className="tour-editor-copied" role="status">
        {result === 'copied' && copiedMessage}
        {result === 'selected' && t('tourEditor.share.selected')}
      </p>
    </div>
  );
}
