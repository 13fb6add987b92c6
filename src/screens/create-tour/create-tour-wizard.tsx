import { LeaveDuringUpload } from './leave-during-upload';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { tourCreationMachine } from '../../machines/tour-creation.machine';
import { LoadingStatus } from '../../ui/spinner';
import { queryKeys } from '../../services/query-client';
import { useRefreshQueries } from '../../services/refresh-queries';
import { useAppApi } from '../app/app-services';
import { DetailsStep } from './details-step';
import { DraftPanel, UploadPanel } from './upload-panels';
import { FileStep } from './file-step';
import { NoCreditsPanel } from './no-credits-panel';
import { ProcessingPanel } from './processing-panel';
import { ResumeFailed, Resuming } from './resume-panels';
import { SourceStep } from './source-step';
import { tourCreationActors } from './tour-creation-actors';
import type { PanelProps, TourCreationState } from './wizard-types';
import { WizardSteps, type WizardStep } from './wizard-steps';
import { usePanelHeadingFocus } from '../../ui/panel-heading-focus';
import { useInspect } from '../app/inspection';
import './create-tour.css';

/** Refreshes every reader of the owner's tours and credits (once the data cache has loaded). */
function useAnnounceTourChange(): () => void {
  return useRefreshQueries(queryKeys.tours, queryKeys.credits);
}

/** The address names the tour being created (?tour=), so that a reload or a return reopens it. */
const TOUR_PARAM = 'tour';

function useTourCreation() {
  const { tours } = useAppApi();
  const announceTourChange = useAnnounceTourChange();
  const inspect = useInspect();
  const [searchParams, setSearchParams] = useSearchParams();
  const [resumeTourId] = useState(() => searchParams.get(TOUR_PARAM));
  const [state, send] = useMachine(
    tourCreationMachine.provide({
      actors: tourCreationActors(tours),
      actions: { announceTourChange },
    }),
    { inspect, input: { resumeTourId } },
  );
  // Once the tour exists its id goes into the address; starting again takes it out. While the
  // tour of the address is being read, or could not be, the address stays as it is.
  const tourId = state.context.tour?.id ?? null;
  const keepsAddress = state.matches('resuming') || state.matches('resumeFailed');
  useEffect(() => {
    if (keepsAddress || searchParams.get(TOUR_PARAM) === tourId) return;
    setSearchParams(tourId ? { [TOUR_PARAM]: tourId } : {}, { replace: true });
  }, [tourId, keepsAddress, searchParams, setSearchParams]);
  return [state, send] as const;
}

function currentStep(state: TourCreationState): WizardStep | null {
  if (state.matches({ editing: 'source' })) return 'source';
  if (state.matches({ editing: 'details' })) return 'details';
  if (state.matches({ editing: 'file' }) || state.matches('creating')) return 'file';
  const beforeSteps = [
    'opening',
    'checkingCredits',
    'noCredits',
    'resuming',
    'resumeFailed',
  ] as const;
  if (beforeSteps.some((name) => state.matches(name))) return null;
  return 'processing';
}

/** Which panel shows: changes of it move the focus to its heading. */
function panelOf(state: TourCreationState): string {
  if (state.matches('creating')) return 'editing.file';
  if (state.matches('draft')) return 'draft';
  return typeof state.value === 'string' ? state.value : JSON.stringify(state.value);
}

function CreditsCheck() {
  const t = useTranslate();
  return (
    <LoadingStatus className="create-tour-checking" label={t('createTour.credits.checking')} />
  );
}

function Panel({ state, send }: PanelProps) {
  if (state.matches('checkingCredits')) return <CreditsCheck />;
  if (state.matches('resuming')) return <Resuming />;
  if (state.matches('resumeFailed')) return <ResumeFailed state={state} send={send} />;
  if (state.matches('noCredits')) return <NoCreditsPanel send={send} />;
  if (state.matches({ editing: 'source' })) return <SourceStep state={state} send={send} />;
  if (state.matches({ editing: 'details' })) return <DetailsStep state={state} send={send} />;
  if (state.matches({ editing: 'file' }) || state.matches('creating')) {
    return <FileStep state={state} send={send} />;
  }
  if (state.matches('uploading')) return <UploadPanel state={state} send={send} />;
  if (state.matches('draft')) return <DraftPanel state={state} send={send} />;
  return <ProcessingPanel state={state} send={send} />;
}

/**
 * The create-tour wizard (issue 7, point 1), driven by the tour-creation machine: credits,
 * source, details, file, then upload and processing until the tour is ready or has failed.
 */
export function CreateTourWizard() {
  const t = useTranslate();
  const [state, send] = useTourCreation();
  const step = currentStep(state);
  const container = usePanelHeadingFocus(panelOf(state));
  return (
    <section
      className="create-tour"
      aria-label={t('createTour.label')}
      aria-busy={state.hasTag('busy')}
    >
      {step && <WizardSteps current={step} />}
      <div ref={container} className="create-tour-panel card">
        <Panel state={state} send={send} />
      </div>
      <LeaveDuringUpload uploading={state.matches('uploading')} />
    </section>
  );
}
