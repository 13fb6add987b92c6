import { PROCESSING_STAGES, type ProcessingStage, type TourView } from '../../contract/tours';

export type StageState = 'done' | 'current' | 'failed' | 'pending';

export interface StageRow {
  stage: ProcessingStage;
  state: StageState;
}

function stageIndexOf(stage: string | null): number {
  return stage === null ? -1 : (PROCESSING_STAGES as readonly string[]).indexOf(stage);
}

/**
 * Each stage as the tour reports it: all done once ready; before the reported stage done, the
 * reported one current (or failed), the rest pending. Nothing has started while queued.
 */
export function stageRows(tour: Pick<TourView, 'status' | 'stage'>): StageRow[] {
  const current = stageIndexOf(tour.stage);
  const started = tour.status === 'processing' || tour.status === 'failed';
  return PROCESSING_STAGES.map((stage, index) => {
    if (tour.status === 'ready') return { stage, state: 'done' };
    if (!started || current < 0 || index > current) return { stage, state: 'pending' };
    if (index < current) return { stage, state: 'done' };
    return { stage, state: tour.status === 'failed' ? 'failed' : 'current' };
  });
}

/** The overall progress in whole percents (ready is always 100). */
export function overallPercent(tour: Pick<TourView, 'status' | 'progress'>): number {
  if (tour.status === 'ready') return 100;
  return Math.round(Math.min(1, Math.max(0, tour.progress)) * 100);
}
