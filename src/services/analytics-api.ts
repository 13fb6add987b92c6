/**
 * The owner's analytics calls (issue 22 point 7; src/contract/analytics.ts): one tour's visits
 * and the dashboard's summary of every own tour. A module of its own, on the app's one client.
 */
import {
  AnalyticsSummarySchema,
  TourAnalyticsSchema,
  type AnalyticsSummary,
  type TourAnalytics,
} from '../contract/analytics';
import type { ApiClient } from './api-client';

export function createAnalyticsApi(client: ApiClient) {
  return {
    /** GET /tours/:id/analytics?days= */
    tour: (tourId: string, days: number): Promise<TourAnalytics> =>
      client.getFresh(`/tours/${encodeURIComponent(tourId)}/analytics?days=${days}`, {
        schema: TourAnalyticsSchema,
      }),
    /** GET /tours/analytics?days= */
    summary: (days: number): Promise<AnalyticsSummary> =>
      client.getFresh(`/tours/analytics?days=${days}`, { schema: AnalyticsSummarySchema }),
  };
}
