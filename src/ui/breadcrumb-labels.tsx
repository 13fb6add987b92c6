import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Labels that screens give their own path in the breadcrumbs, such as a tour's title for
 * /dashboard/tours/{id}, where the path holds only an id (issue 22).
 */
type Labels = ReadonlyMap<string, string>;
type SetLabel = (path: string, label: string | null) => void;

const LabelsContext = createContext<Labels>(new Map());
const SetLabelContext = createContext<SetLabel>(() => {});

export function BreadcrumbLabelsProvider({ children }: { children: ReactNode }) {
  const [labels, setLabels] = useState<Labels>(new Map());
  const [setLabel] = useState<SetLabel>(() => (path: string, label: string | null) => {
    setLabels((current) => {
      if ((current.get(path) ?? null) === label) return current;
      const next = new Map(current);
      if (label === null) next.delete(path);
      else next.set(path, label);
      return next;
    });
  });
  return (
    <SetLabelContext.Provider value={setLabel}>
      <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>
    </SetLabelContext.Provider>
  );
}

/** The label of each path the current screen has named. */
export function useBreadcrumbLabels(): Labels {
  return useContext(LabelsContext);
}

/** Names the current page in the breadcrumbs while the screen shows (nothing while undefined). */
export function useBreadcrumbLabel(label: string | undefined) {
  const { pathname } = useLocation();
  const setLabel = useContext(SetLabelContext);
  const path = pathname.replace(/\/+$/, '') || '/';
  useEffect(() => {
    if (!label) return;
    setLabel(path, label);
    return () => setLabel(path, null);
  }, [path, label, setLabel]);
}
