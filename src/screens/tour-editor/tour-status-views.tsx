import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PROCESSING_STAGES, type TourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { Spinner } from '../../ui/spinner';
import type { Translate } from '../forms/form-messages';
import type { SendEditorEvent } from './editor-props';
import { translateEditorMessage } from './tour-editor-messages';
import { Button } from '../../ui/button';

const KNOWN_STAGES: ReadonlySet<string> = new Set(PROCESSING_STAGES);

export function TourLoading() {
  const t = useTranslate();
  return (
    <div className="tour-editor-loading" role="status">
      <Spinner />
      <span>{t('tourEditor.loading')}</span>
    </div>
  );
}

export function TourLoadFailed({ error, send }: { error: string | null; send: SendEditorEvent }) {
  const t = useTranslate();
  return (
    <section className="tour-editor-state card">
      <p role="alert">{translateEditorMessage(t, error ?? '')}</p>
      <Button variant="primary" onClick={() => send({ type: 'tour.retry' })}>
        {t('tourEditor.retry')}
      </Button>
    </section>
  );
}

/** A card in place of the editor, saying what state the tour is in. */
function StateSection({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="tour-editor-state card" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}

/** A tour with no model to edit: to the wizard (`wizardText`), or delete it. */
function WizardOrDelete({ wizardText, send }: { wizardText: string; send: SendEditorEvent }) {
  return (
    <div className="tour-editor-actions">
      <Link className="button button-primary" to="/dashboard/create-tour">
        {wizardText}
      </Link>
      <DeleteTourButton send={send} />
    </div>
  );
}

export function TourNotFound() {
  const t = useTranslate();
  return (
    <StateSection headingId="tour-editor-not-found" heading={t('tourEditor.notFound.title')}>
      <p>{t('tourEditor.notFound.text')}</p>
      <Link className="button button-primary" to="/dashboard/tours">
        {t('tourEditor.notFound.back')}
      </Link>
    </StateSection>
  );
}

export function DeleteTourButton({
  send,
  disabled,
}: {
  send: SendEditorEvent;
  disabled?: boolean;
}) {
  const t = useTranslate();
  return (
    <button
      type="button"
      className="button button-ghost tour-editor-danger"
      disabled={disabled}
      onClick={() => send({ type: 'tour.delete' })}
    >
      {t('tourEditor.delete.button')}
    </button>
  );
}

export function TourDraft({ send }: { send: SendEditorEvent }) {
  const t = useTranslate();
  return (
    <StateSection headingId="tour-editor-draft" heading={t('tourEditor.draft.title')}>
      <p>{t('tourEditor.draft.text')}</p>
      <WizardOrDelete wizardText={t('tourEditor.draft.wizard')} send={send} />
    </StateSection>
  );
}

function stageLabel(t: Translate, stage: string | null): string | null {
  if (!stage) return null;
  return KNOWN_STAGES.has(stage) ? t(`tourEditor.stages.${stage}`) : stage;
}

export function TourProcessing({ tour }: { tour: TourView }) {
  const t = useTranslate();
  const percent = Math.round(Math.min(1, Math.max(0, tour.progress)) * 100);
  const stage = tour.status === 'processing' ? stageLabel(t, tour.stage) : null;
  return (
    <StateSection
      headingId="tour-editor-processing"
      heading={t(`tourEditor.status.${tour.status}`)}
    >
      <div role="status">
        {stage && <p>{t('tourEditor.processing.stage', { stage })}</p>}
        <p>{t('tourEditor.processing.percent', { percent })}</p>
      </div>
      <progress max={100} value={percent} aria-label={t('tourEditor.processing.progressLabel')} />
      <p className="tour-editor-hint">{t('tourEditor.processing.leave')}</p>
    </StateSection>
  );
}

export function TourFailed({ tour, send }: { tour: TourView; send: SendEditorEvent }) {
  const t = useTranslate();
  return (
    <StateSection headingId="tour-editor-failed" heading={t('tourEditor.failed.title')}>
      <p className="tour-editor-failure">{tour.error ?? t('tourEditor.failed.noReason')}</p>
      <p>{t('tourEditor.failed.refunded')}</p>
      <WizardOrDelete wizardText={t('tourEditor.failed.again')} send={send} />
    </StateSection>
  );
}
