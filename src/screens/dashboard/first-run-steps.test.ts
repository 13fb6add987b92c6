import { describe, expect, it } from 'vitest';
import { tourView } from '../../../tests/support/tour-view';
import { firstRunSteps } from './first-run-steps';

const done = (steps: ReturnType<typeof firstRunSteps>) =>
  Object.fromEntries(steps.map((step) => [step.id, step.done]));
const hrefs = (steps: ReturnType<typeof firstRunSteps>) =>
  Object.fromEntries(steps.map((step) => [step.id, step.href]));

const sample = tourView({
  id: 'sample',
  status: 'ready',
  sample: true,
  published: true,
  slug: 'sample-slug',
  views: 4,
  startChosen: true,
});

describe('firstRunSteps', () => {
  it('ticks nothing for an account with only its sample, and leads to the create page', () => {
    const steps = firstRunSteps([sample], false);
    expect(done(steps)).toEqual({ create: false, start: false, publish: false, share: false });
    expect(new Set(Object.values(hrefs(steps)))).toEqual(new Set(['/dashboard/create-tour']));
  });

  it('ticks each step from the own tours and leads to the tour that still needs it', () => {
    const processing = tourView({ id: 'a', status: 'processing', createdAt: '2026-02-01' });
    expect(done(firstRunSteps([sample, processing], false))).toEqual({
      create: true,
      start: false,
      publish: false,
      share: false,
    });
    const ready = tourView({ id: 'b', status: 'ready', createdAt: '2026-01-01' });
    expect(hrefs(firstRunSteps([sample, processing, ready], false))).toMatchObject({
      start: '/dashboard/tours/b',
      publish: '/dashboard/tours/b',
    });
    const started = { ...ready, startChosen: true };
    expect(done(firstRunSteps([sample, started], false))).toMatchObject({
      start: true,
      publish: false,
    });
    const published = { ...started, published: true, slug: 'b-slug' };
    const steps = firstRunSteps([sample, published], false);
    expect(done(steps)).toEqual({ create: true, start: true, publish: true, share: false });
    expect(hrefs(steps).share).toBe('/dashboard/tours/b');
    expect(done(firstRunSteps([sample, { ...published, views: 1 }], false)).share).toBe(true);
    expect(done(firstRunSteps([sample, published], true)).share).toBe(true);
  });
});
