import { useRef, type FocusEvent, type ReactNode } from 'react';
import type { TourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { useToast } from '../../ui/toaster';
import { QrCode } from '../settings/qr-code';
import { isViewing, type EditorPanelProps } from './editor-props';
import { copyText, embedCode, publicTourUrl, siteOrigin } from './share-code';

/** Publishing, and the direct link and embed code of a published tour, each with Copy. */
export function SharePanel({ snapshot, send }: EditorPanelProps) {
  const t = useTranslate();
  const { tour } = snapshot.context;
  if (!tour) return null;
  const published = tour.published && tour.slug !== null;
  const viewing = isViewing(snapshot);
  const publishing = snapshot.matches({ ready: 'publishing' });
  const unpublishing = snapshot.matches({ ready: 'unpublishing' });

  return (
    <section className="tour-editor-panel card" aria-labelledby="tour-editor-share-heading">
      <h2 id="tour-editor-share-heading">{t('tourEditor.share.heading')}</h2>
      <p>{published ? t('tourEditor.share.published') : t('tourEditor.share.notPublished')}</p>
      {published ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={!viewing}
          aria-busy={unpublishing}
          onClick={() => send({ type: 'tour.unpublish' })}
        >
          {unpublishing ? t('tourEditor.share.unpublishing') : t('tourEditor.share.unpublish')}
        </button>
      ) : (
        <button
          type="button"
          className="button button-primary"
          disabled={!viewing}
          aria-busy={publishing}
          onClick={() => send({ type: 'tour.publish' })}
        >
          {publishing ? t('tourEditor.share.publishing') : t('tourEditor.share.publish')}
        </button>
      )}
      {published && <ShareCodes tour={tour} slug={tour.slug ?? ''} />}
    </section>
  );
}

function ShareCodes({ tour, slug }: { tour: TourView; slug: string }) {
  const t = useTranslate();
  const origin = siteOrigin();
  const link = publicTourUrl(origin, slug);
  return (
    <>
      <CopyField
        id="tour-editor-link"
        label={t('tourEditor.share.link')}
        value={link}
        copiedMessage={t('tourEditor.share.linkCopied')}
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
  multiline = false,
  children,
}: {
  id: string;
  label: string;
  value: string;
  copiedMessage: string;
  multiline?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslate();
  const toast = useToast();
  const field = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const keep = (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    field.current = element;
  };
  const copy = async () => {
    const result = await copyText(value, field.current);
    toast(
      result === 'copied'
        ? { title: t('tourEditor.share.copied'), description: copiedMessage, variant: 'success' }
        : { title: t('tourEditor.share.selected'), variant: 'info' },
    );
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
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {t('tourEditor.share.copy')}
          <span className="visually-hidden"> {label}</span>
        </button>
        {children}
      </div>
    </div>
  );
}
