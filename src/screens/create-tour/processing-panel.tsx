import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { TourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { FormAlert } from '../forms/form-parts';
import { translateCreateTourMessage } from './create-tour-messages';
import { overallPercent, stageRows } from './processing-stages';
import { ProgressBar } from './progress-bar';
import type { PanelProps, TourCreationSend } from './wizard-types';
import { PanelHeading } from './wizard-steps';
import { RestartButton, RetryButton } from './wizard-buttons';

/** Each stage with its state (done, in progress, failed, waiting) as text, not colour alone. */
function StageList({ tour }: { tour: TourView }) {
  const t = useTranslate();
  return (
    <ol className="create-tour-stages" aria-label={t('createTour.processing.stages.label')}>
      {stageRows(tour).map(({ stage, state }) => (
        <li
          key={stage}
          className="create-tour-stage"
          data-state={state}
          aria-current={state === 'current' ? 'step' : undefined}
        >
          <span className="create-tour-stage-mark" aria-hidden="true" />
          <span className="create-tour-stage-name">
            {t(`createTour.processing.stages.${stage}`)}
          </span>
          <span className="create-tour-stage-state">
            {t(`createTour.processing.stageStates.${state}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}

function ReadyOutcome({ tour, send }: { tour: TourView; send: TourCreationSend }) {
  const t = useTranslate();
  const outcome = useRef<HTMLDivElement>(null);
  // The way to the finished tour comes into view (issue 22), after the focus has moved to the
  // panel's heading, which may have scrolled the page to the top.
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      outcome.current?.scrollIntoView({ block: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="create-tour-outcome" ref={outcome}>
      <p className="form-success" role="status">
        {t('createTour.ready.message')}
      </p>
      <div className="create-tour-actions">
        <Link
          className="button button-primary"
          to={`/dashboard/tours/${encodeURIComponent(tour.id)}`}
        >
          {t('createTour.ready.open')}
        </Link>
        <Link className="button button-secondary" to="/dashboard/tours">
          {t('createTour.ready.list')}
        </Link>
        <RestartButton send={send} variant="ghost" label={t('createTour.ready.another')} />
      </div>
    </div>
  );
}

function FailedOutcome({ tour, send }: { tour: TourView; send: TourCreationSend }) {
  const t = useTranslate();
  return (
    <div className="create-tour-outcome">
      <FormAlert>
        <p>{t('createTour.failed.message')}</p>
        {/* The server's reason, written for the user, shown as text. */}
        {tour.error && <p className="create-tour-reason">{tour.error}</p>}
      </FormAlert>
      <p className="create-tour-refund">{t('createTour.failed.refunded')}</p>
      <div className="create-tour-actions">
        <RestartButton send={send} variant="primary" label={t('createTour.failed.startAgain')} />
      </div>
    </div>
  );
}

function StatusLost({ error, send }: { error: string | null; send: TourCreationSend }) {
  const t = useTranslate();
  return (
    <div className="create-tour-outcome">
      <FormAlert>
        <p>{t('createTour.processing.statusLost')}</p>
        {error && <p>{translateCreateTourMessage(t, error)}</p>}
      </FormAlert>
      <div className="create-tour-actions">
        <RetryButton send={send} label={t('createTour.processing.checkAgain')} />
      </div>
    </div>
  );
}

function headingKey(state: PanelProps['state']): string {
  if (state.matches('ready')) return 'createTour.ready.title';
  if (state.matches('failed')) return 'createTour.failed.title';
  return 'createTour.processing.title';
}

/** Processing stage by stage, then the outcome: ready, failed (credit refunded), or status lost. */
export function ProcessingPanel({ state, send }: PanelProps) {
  const t = useTranslate();
  const { tour, error } = state.context;
  if (tour === null) return null;
  const percent = overallPercent(tour);
  const waiting = tour.status === 'queued' && state.matches('processing');
  return (
    <div className="create-tour-form">
      <PanelHeading>{t(headingKey(state), { title: tour.title })}</PanelHeading>
      {waiting && (
        <p className="form-note" role="status">
          {t('createTour.processing.queued')}
        </p>
      )}
      <ProgressBar
        id="create-tour-processing-progress"
        label={t('createTour.processing.progress')}
        percent={percent}
        valueText={t('createTour.processing.percent', { percent })}
      />
      <StageList tour={tour} />
      {state.matches('processing') && (
        <p className="form-note">{t('createTour.processing.leaveNote')}</p>
      )}
      {state.matches('ready') && <ReadyOutcome tour={tour} send={send} />}
      {state.matches('failed') && <FailedOutcome tour={tour} send={send} />}
      {state.matches('statusLost') && <StatusLost error={error} send={send} />}
    </div>
  );
}
