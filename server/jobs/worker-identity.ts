/**
 * Who a worker is: `host:pid:random`, the name its job leases carry. A worker starting up can tell
 * from a lease's name alone whether its holder is certainly gone, and take its jobs back at once
 * instead of waiting for the lease to run out (issue 36).
 *
 * This assumes that the processes sharing a queue have host names of their own, as machines and
 * containers do. Were two to share one, a job might be taken back from a live worker: it would
 * run twice, and the first worker would let go of it at its next heartbeat.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';

/** The workers of this process, from their creation until they have stopped. */
const liveHere = new Set<string>();

export function newWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** Marks a worker of this process as live, or no longer. */
export function setLiveHere(workerId: string, live: boolean): void {
  if (live) liveHere.add(workerId);
  else liveHere.delete(workerId);
}

/**
 * True when the worker named `workerId` is certainly not running: it names this host and a
 * process that no longer exists, or this very process under a name none of its workers has (a
 * container restarted with the same pid). False for other hosts and for names of another form.
 */
export function isCertainlyGone(workerId: string): boolean {
  const parts = workerId.split(':');
  if (parts.length < 3) return false;
  const pid = Number(parts.at(-2));
  const host = parts.slice(0, -2).join(':');
  if (host !== os.hostname() || !Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return !liveHere.has(workerId);
  return !processExists(pid);
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
