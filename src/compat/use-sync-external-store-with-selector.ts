/**
 * `useSyncExternalStoreWithSelector` of the `use-sync-external-store` package, as an ES module
 * (vite.config.ts aliases `use-sync-external-store/shim/with-selector` here). @xstate/react's
 * `useSelector` is built on it. The package ships CommonJS only, whose `require('react')` Node
 * answers with React itself wherever Vite does not bundle it (Vitest, the build-time prerender of
 * the home page), while the app runs on preact/compat; this module imports `react` as ESM, so the
 * aliases apply everywhere. The memoisation of React's own (MIT, Meta Platforms, Inc. and
 * affiliates), restructured for the react-hooks lint rules.
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

interface Instance<Selection> {
  hasValue: boolean;
  value: Selection | null;
}

/** What the selector returned last, for the snapshot it was given (one per subscription). */
interface Memo<Snapshot, Selection> {
  snapshot?: { value: Snapshot; selection: Selection };
}

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The selection last rendered, which an equal new selection keeps (same object, no re-render).
  const rendered = useRef<Instance<Selection>>({ hasValue: false, value: null });

  const [getSelection, getServerSelection] = useMemo(() => {
    const memo: Memo<Snapshot, Selection> = {};
    const select = (nextSnapshot: Snapshot): Selection => {
      const previous = memo.snapshot;
      if (previous && Object.is(previous.value, nextSnapshot)) return previous.selection;
      const nextSelection = selector(nextSnapshot);
      const current = previous
        ? { has: true, value: previous.selection }
        : { has: rendered.current.hasValue, value: rendered.current.value as Selection };
      const selection =
        isEqual !== undefined && current.has && isEqual(current.value, nextSelection)
          ? current.value
          : nextSelection;
      memo.snapshot = { value: nextSnapshot, selection };
      return selection;
    };
    const serverSnapshot = getServerSnapshot ?? null;
    return [
      () => select(getSnapshot()),
      serverSnapshot === null ? undefined : () => select(serverSnapshot()),
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    rendered.current = { hasValue: true, value };
  }, [value]);
  useDebugValue(value);
  return value;
}
