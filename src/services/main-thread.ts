/**
 * Yielding the browser's main thread, so that long start-up work is cut into tasks short enough
 * not to block input (DESIGN.md, "Performance budgets": Total Blocking Time; docs/decisions/0012).
 */

interface TaskScheduler {
  yield(): Promise<void>;
}

/** The window's `scheduler` (Chromium 129 and later), when it has `yield`. */
function taskScheduler(win: Window): TaskScheduler | undefined {
  const scheduler = (win as Window & { scheduler?: Partial<TaskScheduler> }).scheduler;
  return typeof scheduler?.yield === 'function' ? (scheduler as TaskScheduler) : undefined;
}

/**
 * Resolves in a new task, after the browser has had the chance to handle input and paint:
 * `scheduler.yield()` where there is one (the continuation keeps its place ahead of other
 * tasks), else a zero-delay timeout.
 */
export function yieldToMain(win: Window = window): Promise<void> {
  const scheduler = taskScheduler(win);
  if (scheduler) return scheduler.yield();
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}
