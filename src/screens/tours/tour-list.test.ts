import { describe, expect, it } from 'vitest';
import type { TourView } from '../../contract/tours';
import {
  IN_PROGRESS_REFRESH_MS,
  displayStatus,
  isInProgress,
  isTourSort,
  matchesSearch,
  newestTours,
  refreshIntervalFor,
  visibleTours,
} from './tour-list';
import { tourView } from '../../../tests/support/tour-view';

function tour(overrides: Partial<TourView>): TourView {
  return tourView({ id: 'id', createdAt: '2025-01-01T00:00:00.000Z', ...overrides });
}

const canal = tour({
  id: 'canal',
  title: 'Canal house',
  address: 'Herengracht 1, Amsterdam',
  views: 12,
  createdAt: '2025-03-01T10:00:00.000Z',
});
const cafe = tour({
  id: 'cafe',
  title: 'Café Zürich',
  address: null,
  views: 40,
  createdAt: '2025-01-15T10:00:00.000Z',
});
const attic = tour({
  id: 'attic',
  title: 'attic loft',
  address: 'Bergstraße 9, Zürich',
  views: 12,
  createdAt: '2025-05-20T10:00:00.000Z',
});
const all = [canal, cafe, attic];
const ids = (tours: TourView[]) => tours.map((item) => item.id);

describe('displayStatus', () => {
  it('names each status, and a ready tour that is public as published', () => {
    expect(displayStatus(tour({ status: 'ready', published: true }))).toBe('published');
    expect(displayStatus(tour({ status: 'ready' }))).toBe('ready');
    expect(displayStatus(tour({ status: 'processing' }))).toBe('processing');
    expect(displayStatus(tour({ status: 'failed' }))).toBe('failed');
  });
});

describe('refreshing while a tour is in progress', () => {
  it('counts uploading, queued and processing tours as in progress', () => {
    expect(
      (['draft', 'uploading', 'queued', 'processing', 'ready', 'failed'] as const).filter(
        (status) => isInProgress(tour({ status })),
      ),
    ).toEqual(['uploading', 'queued', 'processing']);
  });

  it('reads the list again every 5 seconds while one is, and not otherwise', () => {
    expect(IN_PROGRESS_REFRESH_MS).toBe(5000);
    expect(refreshIntervalFor([canal, tour({ status: 'queued' })])).toBe(5000);
    expect(refreshIntervalFor([canal, tour({ status: 'failed' })])).toBe(false);
    expect(refreshIntervalFor([])).toBe(false);
    expect(refreshIntervalFor(undefined)).toBe(false);
  });
});

describe('search', () => {
  it('matches the title or the address, ignoring case, accents and outer spaces', () => {
    expect(matchesSearch(canal, 'CANAL', 'en')).toBe(true);
    expect(matchesSearch(canal, 'herengracht', 'en')).toBe(true);
    expect(matchesSearch(cafe, 'cafe zurich', 'en')).toBe(true);
    expect(matchesSearch(attic, '  zürich ', 'en')).toBe(true);
    expect(matchesSearch(canal, 'zurich', 'en')).toBe(false);
  });

  it('shows every tour for an empty search', () => {
    expect(ids(visibleTours(all, { search: ' ', sort: 'newest', locale: 'en' }))).toEqual([
      'attic',
      'canal',
      'cafe',
    ]);
  });

  it('filters before sorting', () => {
    expect(ids(visibleTours(all, { search: 'zurich', sort: 'oldest', locale: 'en' }))).toEqual([
      'cafe',
      'attic',
    ]);
  });
});

describe('sort orders', () => {
  const sorted = (sort: 'newest' | 'oldest' | 'title' | 'views') =>
    ids(visibleTours(all, { search: '', sort, locale: 'en' }));

  it('newest and oldest by creation date', () => {
    expect(sorted('newest')).toEqual(['attic', 'canal', 'cafe']);
    expect(sorted('oldest')).toEqual(['cafe', 'canal', 'attic']);
  });

  it('title in the alphabet of the locale, whatever the case', () => {
    expect(sorted('title')).toEqual(['attic', 'cafe', 'canal']);
  });

  it('most viewed first, the newer first when views are equal', () => {
    expect(sorted('views')).toEqual(['cafe', 'attic', 'canal']);
  });

  it('leaves the list it was given as it was', () => {
    visibleTours(all, { search: '', sort: 'title', locale: 'en' });
    expect(ids(all)).toEqual(['canal', 'cafe', 'attic']);
  });

  it('accepts only the four known orders from the address', () => {
    expect(['newest', 'oldest', 'title', 'views', 'name', null].map(isTourSort)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('newestTours', () => {
  it('gives the three newest', () => {
    const fourth = tour({ id: 'old', createdAt: '2024-01-01T00:00:00.000Z' });
    expect(ids(newestTours([fourth, ...all]))).toEqual(['attic', 'canal', 'cafe']);
  });
});
