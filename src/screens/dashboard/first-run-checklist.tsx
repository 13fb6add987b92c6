import { useMachine } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { TourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { firstRunChecklistMachine } from '../../machines/first-run-checklist.machine';
import { readFirstRun, rememberChecklistDismissed } from '../../services/first-run-storage';
import { SessionActor } from '../app/actors';
import { useInspect } from '../app/inspection';
import { firstRunSteps } from './first-run-steps';
import './first-run-checklist.css';

const HEADING_ID = 'first-run-heading';

/**
 * The first-run checklist (issue 22 point 4, decision 0038): create a tour, set the start,
 * publish, share; each ticked from the owner's own tours, the next one with a link to do it.
 * Shown until all four are done or the owner dismisses it (remembered for the account).
 */
export function FirstRunChecklist({ tours }: { tours: readonly TourView[] }) {
  const userId = SessionActor.useSelector((snapshot) => snapshot.context.user?.id ?? null);
  if (userId === null) return null;
  return <Checklist key={userId} userId={userId} tours={tours} />;
}

function Checklist({ userId, tours }: { userId: string; tours: readonly TourView[] }) {
  const t = useTranslate();
  const inspect = useInspect();
  const [state, send] = useMachine(
    firstRunChecklistMachine.provide({
      actions: { rememberDismissal: () => rememberChecklistDismissed(userId) },
    }),
    { input: { dismissedEarlier: readFirstRun(userId).dismissed }, inspect },
  );
  if (!state.matches('shown')) return null;
  const steps = firstRunSteps(tours, readFirstRun(userId).shared);
  const doneCount = steps.filter((step) => step.done).length;
  if (doneCount === steps.length) return null;
  const next = steps.find((step) => !step.done);
  const hasSample = tours.some((tour) => tour.sample);

  return (
    <section className="first-run card" aria-labelledby={HEADING_ID}>
      <div className="first-run-header">
        <h2 id={HEADING_ID}>{t('firstRun.heading')}</h2>
        <p className="first-run-progress">
          {t('firstRun.progress', { done: doneCount, total: steps.length })}
        </p>
      </div>
      <ol className="first-run-steps">
        {steps.map((step) => (
          <li key={step.id} className="first-run-step" data-done={step.done ? 'true' : 'false'}>
            <span className="first-run-mark" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <span className="first-run-label">
              {t(`firstRun.steps.${step.id}`)}
              <span className="visually-hidden">
                {' '}
                {step.done ? t('firstRun.done') : t('firstRun.notDone')}
              </span>
            </span>
            {step === next && (
              <Link className="button button-primary first-run-next" to={step.href}>
                {t(`firstRun.next.${step.id}`)}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {hasSample && <p className="dashboard-note">{t('firstRun.sampleNote')}</p>}
      <button
        type="button"
        className="button button-ghost first-run-dismiss"
        onClick={() => send({ type: 'checklist.dismiss' })}
      >
        {t('firstRun.dismiss')}
      </button>
    </section>
  );
}
