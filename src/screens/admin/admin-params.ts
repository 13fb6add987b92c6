/**
 * What /admin shows lives in the address, so a reload, Back or a link opens the same view:
 * ?tab=users|tours|contact-requests, then the tab's own search and filters (?q=, ?role=,
 * ?status=) and the account open in the users tab (?user=<id>). Changing tab starts afresh.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const ADMIN_TABS = ['users', 'tours', 'contact-requests'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const isTab = (value: string | null): value is AdminTab =>
  (ADMIN_TABS as readonly (string | null)[]).includes(value);

/** `value` when it is one of `allowed`, else null (a hand-edited address shows everything). */
export function oneOf<T extends string>(allowed: readonly T[], value: string): T | null {
  return (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

export function useAdminParams() {
  const [params, setParams] = useSearchParams();
  const tab: AdminTab = isTab(params.get('tab')) ? (params.get('tab') as AdminTab) : 'users';
  const get = useCallback((name: string) => params.get(name) ?? '', [params]);
  /** Sets (or, with '' or null, removes) parameters of the current view. */
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const selectTab = useCallback(
    (next: string) => {
      if (isTab(next)) setParams(new URLSearchParams({ tab: next }));
    },
    [setParams],
  );
  return { tab, get, update, selectTab };
}
