/**
 * Prometheus metrics of one server process (prom-client, a registry of its own): served by
 * GET /api/metrics behind METRICS_TOKEN (server/app.ts).
 *
 *   roomwalk_http_request_duration_seconds{method,route,status}  histogram, per route pattern
 *   roomwalk_jobs{kind,status}             gauge: jobs queued and running (the queue, any process)
 *   roomwalk_job_duration_seconds{kind,outcome}  histogram: jobs run by this process's worker
 *   roomwalk_job_failures_total{kind,outcome}    counter: attempts that failed (retrying, failed)
 *   roomwalk_open_streams                  gauge: progress streams (Server-Sent Events) open now
 *   roomwalk_log_lines_dropped_total       counter: log lines dropped behind a stalled stdout reader
 *   roomwalk_process_*, roomwalk_nodejs_*  prom-client's defaults (CPU, memory, event loop lag)
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FinishedRequest } from '../http/request-id';
import type { JobEvent, JobEvents } from '../jobs/worker';

/** Jobs by kind and status, for the queue-depth gauge (read when Prometheus scrapes). */
export type QueueDepthReader = () => Promise<{ kind: string; status: string; count: number }[]>;

export interface ServerMetrics {
  readonly registry: Registry;
  observeRequest(request: FinishedRequest): void;
  /** What the progress streams report their opening and closing to. */
  readonly streams: { opened(): void; closed(): void };
  /** Times the jobs that `events` tells of; returns what stops it. */
  watchJobs(events: JobEvents): () => void;
}

export interface ServerMetricsOptions {
  /** Reads the queue; without it, the gauge is left out. */
  queueDepth?: QueueDepthReader;
  /** Told when reading the queue failed (the scrape goes on without the gauge). */
  onQueueDepthError?: (error: unknown) => void;
  /** prom-client's process metrics (true); tests that make many registries may turn them off. */
  processMetrics?: boolean;
  /** The log lines dropped so far (server/ops/log-output.ts); without it, no such counter. */
  droppedLogLines?: () => number;
}

const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];
/** A job's end: every event but 'started' and 'progress'. */
const JOB_ENDS = new Set<JobEvent['type']>(['succeeded', 'retrying', 'failed', 'released', 'lost']);

export function createServerMetrics(options: ServerMetricsOptions = {}): ServerMetrics {
  const registry = new Registry();
  if (options.processMetrics ?? true)
    collectDefaultMetrics({ register: registry, prefix: 'roomwalk_' });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'roomwalk_http_request_duration_seconds',
    help: 'Time to the response headers, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'roomwalk_job_duration_seconds',
    help: 'Jobs run by this process, from claim to end, by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const jobFailures = new Counter({
    name: 'roomwalk_job_failures_total',
    help: 'Job attempts that failed in this process: retrying (queued again) or failed (for good).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const openStreams = new Gauge({
    name: 'roomwalk_open_streams',
    help: 'Progress streams (Server-Sent Events) open in this process.',
    registers,
  });
  if (options.droppedLogLines !== undefined)
    countDroppedLogLines(options.droppedLogLines, registers);
  const { queueDepth, onQueueDepthError } = options;
  if (queueDepth !== undefined) {
    new Gauge({
      name: 'roomwalk_jobs',
      help: 'Jobs in the queue (all processes) by kind and status: queued or running.',
      labelNames: ['kind', 'status'] as const,
      registers,
      async collect() {
        this.reset();
        try {
          for (const { kind, status, count } of await queueDepth())
            this.set({ kind, status }, count);
        } catch (error) {
          onQueueDepthError?.(error);
        }
      },
    });
  }

  return {
    registry,
    observeRequest({ method, route, status, durationSeconds }) {
      requestDuration.observe({ method, route, status: String(status) }, durationSeconds);
    },
    streams: {
      opened: () => openStreams.inc(),
      closed: () => openStreams.dec(),
    },
    watchJobs(events) {
      const startedAt = new Map<string, number>();
      const listener = (event: JobEvent) => {
        if (event.type === 'started') {
          startedAt.set(event.jobId, performance.now());
          return;
        }
        if (!JOB_ENDS.has(event.type)) return;
        const started = startedAt.get(event.jobId);
        startedAt.delete(event.jobId);
        if (started !== undefined) {
          const seconds = (performance.now() - started) / 1000;
          jobDuration.observe({ kind: event.kind, outcome: event.type }, seconds);
        }
        if (event.type === 'retrying' || event.type === 'failed') {
          jobFailures.inc({ kind: event.kind, outcome: event.type });
        }
      };
      events.on('job', listener);
      return () => events.off('job', listener);
    },
  };
}

/** A counter that follows the log output's own count, read when Prometheus scrapes. */
function countDroppedLogLines(droppedLogLines: () => number, registers: Registry[]): void {
  let counted = 0;
  new Counter({
    name: 'roomwalk_log_lines_dropped_total',
    help: 'Log lines dropped because the reader of stdout fell behind (the API kept answering).',
    registers,
    collect() {
      const dropped = droppedLogLines();
      this.inc(dropped - counted);
      counted = dropped;
    },
  });
}
