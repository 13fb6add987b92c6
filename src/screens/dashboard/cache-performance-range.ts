/**
 * The period of /dashboard/cache-performance, kept in the address: ?days=7|30|90 for a preset
 * (none: the last 30 days), ?from=YYYY-MM-DD&to=YYYY-MM-DD for a custom period. "Today" is the
 * server's, so presets are sent as days rather than turned into dates here.
 */
import * as v from 'valibot';
import {
  CACHE_DEFAULT_DAYS,
  CACHE_MAX_DAYS,
  CacheRangeSchema,
} from '../../contract/cache-performance';
import type { CachePerformanceRequest } from '../../services/cache-performance-api';

export const RANGE_PRESETS = [7, 30, 90] as const;

/** What the address asks for. */
export type RangeChoice =
  | { kind: 'days'; days: number }
  | { kind: 'custom'; from: string; to: string; errors: RangeErrors };

/** Field → the English message of the shared schema (translated when shown). */
export type RangeErrors = Partial<Record<'from' | 'to', string>>;

/** The first message per field of a custom period; empty when the period is valid. */
export function rangeErrors(from: string, to: string): RangeErrors {
  const result = v.safeParse(CacheRangeSchema, { from, to });
  if (result.success) return {};
  const errors: RangeErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue);
    if ((field === 'from' || field === 'to') && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

function daysOf(text: string | null): number {
  if (text === null || !/^\d{1,3}$/.test(text)) return CACHE_DEFAULT_DAYS;
  const days = Number(text);
  return days >= 1 && days <= CACHE_MAX_DAYS ? days : CACHE_DEFAULT_DAYS;
}

export function choiceOf(params: URLSearchParams): RangeChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (from === null && to === null) return { kind: 'days', days: daysOf(params.get('days')) };
  return {
    kind: 'custom',
    from: from ?? '',
    to: to ?? '',
    errors: rangeErrors(from ?? '', to ?? ''),
  };
}

/** The request for a choice; null for a custom period that is not valid (nothing to ask). */
export function requestOf(choice: RangeChoice): CachePerformanceRequest | null {
  if (choice.kind === 'days') return { days: choice.days };
  if (Object.keys(choice.errors).length > 0) return null;
  return { from: choice.from, to: choice.to };
}

/** The address's search for a preset (the default one leaves it empty) or a custom period. */
export function paramsOf(request: CachePerformanceRequest): URLSearchParams {
  if ('from' in request) return new URLSearchParams({ from: request.from, to: request.to });
  if (request.days === CACHE_DEFAULT_DAYS) return new URLSearchParams();
  return new URLSearchParams({ days: String(request.days) });
}
