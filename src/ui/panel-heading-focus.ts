import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the `[data-panel-heading]` of a step-by-step flow each time its panel
 * changes, so keyboard and screen-reader users follow — but only once the user has acted in the
 * flow (a press or a key in it). Panels that follow each other while the page opens (a check
 * before the first step, a resumed upload) leave the focus where the page put it: a script's
 * focus before any interaction counts as keyboard focus and would draw a focus ring on a heading
 * nobody moved to (issue 22; docs/decisions/0039).
 */
export function usePanelHeadingFocus(panel: string) {
  const container = useRef<HTMLDivElement>(null);
  const acted = useRef(false);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const mark = () => {
      acted.current = true;
    };
    element.addEventListener('pointerdown', mark, true);
    element.addEventListener('keydown', mark, true);
    return () => {
      element.removeEventListener('pointerdown', mark, true);
      element.removeEventListener('keydown', mark, true);
    };
  }, []);
  useEffect(() => {
    if (!acted.current) return;
    container.current?.querySelector<HTMLElement>('[data-panel-heading]')?.focus();
  }, [panel]);
  return container;
}
