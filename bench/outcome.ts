/** What every benchmark returns to bench/run.ts (which imports the benchmarks, so not from there). */
export interface BenchmarkOutcome {
  /** One line for the summary at the end. */
  summary: string;
  /** True when a figure is over its budget. */
  overBudget: boolean;
  /** False when there was nothing to measure (for example no build). */
  measured: boolean;
}
