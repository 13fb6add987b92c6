/**
 * The owner's tours and credit balance, read through the app's server-data cache (use them under
 * <ServerDataGate>). The keys start with queryKeys.tours and queryKeys.credits, so invalidating
 * ['tours'] or ['credits'] after a change refreshes every screen that shows them; the user's id
 * follows, so that one account never sees what was cached for another.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TourView } from '../../contract/tours';
import { queryKeys } from '../../services/query-client';
import { SessionActor } from '../app/actors';
import { useAppApi } from '../app/app-services';
import { refreshIntervalFor } from './tour-list';

function useOwnerId(): string | null {
  return SessionActor.useSelector((snapshot) => snapshot.context.user?.id ?? null);
}

/** GET /tours, read again every few seconds while a tour is still uploading or processing. */
export function useMyTours() {
  const api = useAppApi();
  const owner = useOwnerId();
  return useQuery({
    queryKey: [...queryKeys.tours, owner],
    queryFn: () => api.tours.list(),
    enabled: owner !== null,
    refetchInterval: (query) => refreshIntervalFor(query.state.data),
  });
}

/** GET /credits: the number of credits left. */
export function useCreditBalance() {
  const api = useAppApi();
  const owner = useOwnerId();
  return useQuery({
    queryKey: [...queryKeys.credits, owner],
    queryFn: async () => (await api.tours.credits()).balance,
    enabled: owner !== null,
  });
}

/**
 * Reads the balance again whenever the tours change (a failed tour gives its credit back), not
 * on the first read, which the balance's own query already makes.
 */
export function useCreditsFollowTours(tours: readonly TourView[] | undefined) {
  const client = useQueryClient();
  const previous = useRef(tours);
  useEffect(() => {
    if (tours === previous.current) return;
    const first = previous.current === undefined;
    previous.current = tours;
    if (!first) void client.invalidateQueries({ queryKey: queryKeys.credits });
  }, [client, tours]);
}

/**
 * The tour's thumbnail as a data URL, once downloaded with the owner's token (an <img> cannot
 * send it); undefined before, and for a tour without one. The file never changes, so it is read
 * once per session. (A thumbnail is a few kilobytes: a data URL needs no revoking.)
 */
export function useThumbnailUrl(tour: TourView): string | undefined {
  const api = useAppApi();
  const owner = useOwnerId();
  const url = tour.assets.thumbnail;
  const { data } = useQuery({
    queryKey: [...queryKeys.tours, owner, tour.id, 'thumbnail', url],
    queryFn: async ({ signal }) => dataUrlOf(await api.tours.asset(url ?? '', { signal })),
    enabled: owner !== null && url !== undefined,
    staleTime: Infinity,
  });
  return data;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}
