import type { EditorNotice } from '../../machines/tour-editor.machine';
import { useTranslate } from '../../i18n/use-translate';
import { isViewing, useItemChange, type EditorPanelProps } from './editor-props';
import { publicTourUrl, siteOrigin } from './share-code';
import { Button } from '../../ui/button';

const NOTICE_KEYS: Record<EditorNotice, string> = {
  saved: 'tourEditor.notices.saved',
  startSaved: 'tourEditor.notices.startSaved',
  published: 'tourEditor.notices.published',
  unpublished: 'tourEditor.notices.unpublished',
};

/** The id of the share panel's heading, which the bar's Share link leads to. */
export const SHARE_HEADING_ID = 'tour-editor-share-heading';

/**
 * The ready editor's bar, kept in view while the panels scroll (issue 22): Publish or Unpublish,
 * Share, Preview as a visitor, and what the last save did. The notices sit in the bar, so that
 * they neither move the 3D view nor cover a control.
 */
export function EditorActionBar({ snapshot, send }: EditorPanelProps) {
  const t = useTranslate();
  const { tour } = snapshot.context;
  if (!tour) return null;
  const published = tour.published && tour.slug !== null;
  return (
    <div className="tour-editor-bar" role="toolbar" aria-label={t('tourEditor.actions.label')}>
      <EditorNoticeLine snapshot={snapshot} />
      <PublishButton snapshot={snapshot} send={send} published={published} />
      <a className="button button-secondary" href={`#${SHARE_HEADING_ID}`}>
        {t('tourEditor.actions.share')}
      </a>
      {published && tour.slug ? (
        <a
          className="button button-ghost"
          href={publicTourUrl(siteOrigin(), tour.slug)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('tourEditor.actions.preview')}
        </a>
      ) : (
        <>
          <Button
            variant="ghost"
            disabled
            title={t('tourEditor.actions.previewNeedsPublish')}
            aria-describedby="tour-editor-preview-hint"
          >
            {t('tourEditor.actions.preview')}
          </Button>
          <span id="tour-editor-preview-hint" className="visually-hidden">
            {t('tourEditor.actions.previewNeedsPublish')}
          </span>
        </>
      )}
    </div>
  );
}

function PublishButton({ snapshot, send, published }: EditorPanelProps & { published: boolean }) {
  const t = useTranslate();
  const viewing = isViewing(snapshot);
  const busy = snapshot.matches({ ready: published ? 'unpublishing' : 'publishing' });
  const [label, busyLabel] = published
    ? ['tourEditor.share.unpublish', 'tourEditor.share.unpublishing']
    : ['tourEditor.share.publish', 'tourEditor.share.publishing'];
  return (
    <button
      type="button"
      className={published ? 'button button-secondary' : 'button button-primary'}
      disabled={!viewing}
      aria-busy={busy}
      onClick={() => send({ type: published ? 'tour.unpublish' : 'tour.publish' })}
    >
      {t(busy ? busyLabel : label)}
    </button>
  );
}

/** Saving…, or what the last change did; one line that never changes the bar's height. */
function EditorNoticeLine({ snapshot }: Pick<EditorPanelProps, 'snapshot'>) {
  const t = useTranslate();
  const { notice } = snapshot.context;
  // The editor's own saves, and those of its tour-item-change machine.
  const change = useItemChange(snapshot);
  const saving = snapshot.matches({ ready: 'saving' }) || change?.hasTag('busy') === true;
  const text = saving
    ? t('tourEditor.saving')
    : notice && isViewing(snapshot)
      ? t(NOTICE_KEYS[notice])
      : '';
  return (
    <p className="tour-editor-status" role="status" data-busy={saving || undefined}>
      {text}
    </p>
  );
}
