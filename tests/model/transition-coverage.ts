import { getAdjacencyMap, getShortestPaths, type TraversalOptions } from '@xstate/graph';
import { expect } from 'vitest';
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
} from 'xstate';

type Snapshot<M extends AnyStateMachine> = ReturnType<M['transition']>;
/** Events the machine declares, plus XState's own done, error and delayed events. */
type Event<M extends AnyStateMachine> =
  EventFromLogic<M> | { type: `xstate.${string}`; output?: unknown; error?: unknown };

export interface ModelOptions<M extends AnyStateMachine> {
  /** Every event the machine can receive, including xstate.done/error/after events. */
  events: readonly Event<M>[];
  /** What makes two snapshots different states; include the context guards read. */
  serializeState?: (snapshot: Snapshot<M>) => string;
  input?: InputFrom<M>;
  /** Stop expanding from snapshots that would make the graph unbounded. */
  stopWhen?: (snapshot: Snapshot<M>) => boolean;
  /** Whether the real implementation can send this event in this state (default: yes). */
  canExecute?: (snapshot: Snapshot<M>, event: Event<M>) => boolean;
}

export const serializeValue = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value);

/** Typed options in, the graph library's loosely typed options out. */
function traversalOptions<M extends AnyStateMachine>(
  options: ModelOptions<M>,
): TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown> {
  const serializeState = options.serializeState ?? serializeValue;
  const canExecute = options.canExecute ?? (() => true);
  const typed = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot<M>;
  return {
    // Only events the current state handles: the rest are not transitions.
    events: (snapshot) =>
      options.events.filter((event) => snapshot.can(event) && canExecute(typed(snapshot), event)),
    serializeState: (snapshot) => serializeState(typed(snapshot)),
    input: options.input,
    stopWhen: options.stopWhen && ((snapshot) => options.stopWhen!(typed(snapshot))),
    limit: 10_000,
  };
}

const edgeKey = (from: string, event: { type: string }, to: string) =>
  `${from} --${JSON.stringify(event)}--> ${to}`;

export interface PlannedStep<M extends AnyStateMachine> {
  from: Snapshot<M>;
  event: Event<M>;
  to: Snapshot<M>;
}

export interface PlannedPath<M extends AnyStateMachine> {
  /** e.g. "closed → drawer.open → open → drawer.close → closed" */
  description: string;
  steps: PlannedStep<M>[];
}

export interface TransitionPlan<M extends AnyStateMachine> {
  /** One path per edge: the shortest way to the edge's source state, then the edge. */
  paths: PlannedPath<M>[];
  /** Call once a step has been executed and checked against the real implementation. */
  recordWalked: (step: PlannedStep<M>) => void;
  /** Asserts that every edge of the adjacency map was walked by some executed path. */
  expectEveryEdgeWalked: () => void;
}

const stateLabel = (snapshot: { value: unknown }) =>
  typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);

/** "locale.change(nl)": the type, plus any plain string payload that tells events apart. */
const eventLabel = (event: { type: string }) => {
  const details = Object.entries(event)
    .filter(([key, value]) => key !== 'type' && typeof value === 'string')
    .map(([, value]) => value);
  return details.length ? `${event.type}(${details.join(', ')})` : event.type;
};

/**
 * DESIGN.md's model-test recipe: shortest paths cover states, not transitions, so each
 * shortest path is extended by every edge leaving its end state, and the test records
 * which edges it really walked.
 */
export function planTransitionPaths<M extends AnyStateMachine>(
  machine: M,
  options: ModelOptions<M>,
): TransitionPlan<M> {
  const traversal = traversalOptions(options);
  const serializeTyped = options.serializeState ?? serializeValue;
  const serialize = (snapshot: AnyMachineSnapshot) => serializeTyped(snapshot as Snapshot<M>);
  const adjacency = getAdjacencyMap(machine as AnyStateMachine, traversal);
  const shortest = getShortestPaths(machine as AnyStateMachine, traversal);
  // Every shortest path starts with an `xstate.init` step into the initial state.
  const eventsOf = (path: (typeof shortest)[number]) =>
    path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
  const initialKey = serialize(shortest.find((path) => eventsOf(path).length === 0)!.state);

  /** Replays events through the adjacency map, yielding each step's source and target. */
  const replay = (events: AnyEventObject[]): PlannedStep<M>[] => {
    let key = initialKey;
    return events.map((event) => {
      const entry = adjacency[key as keyof typeof adjacency]!;
      const next = entry.transitions[JSON.stringify(event) as keyof typeof entry.transitions]!;
      const step = {
        from: entry.state as Snapshot<M>,
        event: event as Event<M>,
        to: next.state as Snapshot<M>,
      };
      key = serialize(next.state);
      return step;
    });
  };

  const eventsTo = new Map(shortest.map((path) => [serialize(path.state), eventsOf(path)]));
  const allEdges = new Set<string>();
  const paths: PlannedPath<M>[] = [];
  for (const [from, { transitions }] of Object.entries(adjacency)) {
    const head = eventsTo.get(from);
    if (!head) throw new Error(`No path reaches state ${from}`);
    for (const { event, state: next } of Object.values(transitions) as {
      event: AnyEventObject;
      state: AnyMachineSnapshot;
    }[]) {
      allEdges.add(edgeKey(from, event, serialize(next)));
      const steps = replay([...head, event]);
      const description = steps.reduce(
        (text, step) => `${text} → ${eventLabel(step.event)} → ${stateLabel(step.to)}`,
        stateLabel(steps[0]!.from),
      );
      paths.push({ description, steps });
    }
  }

  const walked = new Set<string>();
  return {
    paths,
    recordWalked: (step) =>
      walked.add(edgeKey(serializeTyped(step.from), step.event, serializeTyped(step.to))),
    expectEveryEdgeWalked: () => {
      const missing = [...allEdges].filter((edge) => !walked.has(edge));
      expect(missing, 'edges of the adjacency map that no path walked').toEqual([]);
      expect(allEdges.size).toBeGreaterThan(0);
    },
  };
}
