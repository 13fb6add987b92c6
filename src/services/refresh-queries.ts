/**
 * Reading server data again after a change: the hook the screens use to mark what they changed
 * stale in the server-data cache (services/query-client.ts).
 */
import { QueryClientContext, type QueryKey } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useRef } from 'react';

/**
 * A function, the same on every render, that marks every query under `keys` stale so that the
 * screens showing them read again. It does nothing until the data cache has loaded, so it works
 * outside <ServerDataGate> too.
 */
export function useRefreshQueries(...keys: readonly QueryKey[]): () => void {
  const client = useContext(QueryClientContext);
  const current = useRef({ client, keys });
  useEffect(() => {
    current.current = { client, keys };
  });
  return useCallback(() => {
    const { client: now, keys: stale } = current.current;
    for (const queryKey of stale) void now?.invalidateQueries({ queryKey });
  }, []);
}
