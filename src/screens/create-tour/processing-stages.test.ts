import { describe, expect, it } from 'vitest';
import { PROCESSING_STAGES } from '../../contract/tours';
import { overallPercent, stageRows } from './processing-stages';

const statesOf = (status: Parameters<typeof stageRows>[0]['status'], stage: string | null) =>
  stageRows({ status, stage }).map((row) => row.state);

describe('stageRows', () => {
  it('lists every stage in the order the server runs them', () => {
    expect(stageRows({ status: 'queued', stage: null }).map((row) => row.stage)).toEqual([
      ...PROCESSING_STAGES,
    ]);
  });

  it('has nothing started while the tour waits in the queue', () => {
    expect(new Set(statesOf('queued', null))).toEqual(new Set(['pending']));
    expect(new Set(statesOf('processing', null))).toEqual(new Set(['pending']));
  });

  it('marks the stages before the current one done and the rest pending', () => {
    expect(statesOf('processing', 'navmesh')).toEqual([
      'done',
      'done',
      'done',
      'done',
      'current',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('marks the stage a failed tour stopped at', () => {
    expect(statesOf('failed', 'read')[0]).toBe('failed');
    expect(statesOf('failed', 'read').slice(1)).toEqual(
      Array(PROCESSING_STAGES.length - 1).fill('pending'),
    );
  });

  it('has every stage done once the tour is ready', () => {
    expect(new Set(statesOf('ready', null))).toEqual(new Set(['done']));
  });
});

describe('overallPercent', () => {
  it('rounds the progress to whole percents, 100 once ready', () => {
    expect(overallPercent({ status: 'processing', progress: 0.404 })).toBe(40);
    expect(overallPercent({ status: 'processing', progress: 1.5 })).toBe(100);
    expect(overallPercent({ status: 'queued', progress: 0 })).toBe(0);
    expect(overallPercent({ status: 'ready', progress: 0.9 })).toBe(100);
  });
});
