import { getAdjacencyMap, getShortestPaths, type TraversalOptions } from '@xstate/graph';
import { expect } from 'vitest';
import {
  getNextSnapshot,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  createTransitionLog,
  machineTransitions,
  transitionLog,
  type MachineTransition,
  type TransitionLog,
} from '../support/machine-transitions';

export {
  createTransitionLog,
  machineTransitions,
  transitionLog,
  type MachineTransition,
  type TransitionLog,
};

/**
 * Limits, not waits (issue 16: green on this 2-core machine while other work runs beside the
 * suite): the most one walked path, or its set-up, may take, and the most a step waits for the
 * screen to answer. A path returns as soon as its last step is seen.
 */
export const MODEL_PATH_LIMIT_MS = 120_000;
export const SETTLE_LIMIT_MS = 30_000;

type Snapshot<M extends AnyStateMachine> = ReturnType<M['transition']>;
/** Events the machine declares, plus XState's own done, error, snapshot and delayed events. */
type Event<M extends AnyStateMachine> =
  | EventFromLogic<M>
  | { type: `xstate.${string}`; output?: unknown; error?: unknown; snapshot?: unknown };

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
  /**
   * How the edges are walked. `perEdge` (the default): one path per edge, the shortest way to
   * its source and then the edge, each from a fresh start. `covering`: a few long walks that
   * together take every edge, each going on from where the last edge left it (issue 33: the
   * same steps checked, without rendering the screen and replaying a prefix for every edge).
   */
  walks?: 'perEdge' | 'covering';
  /** With `covering`, the most steps one walk takes before the next starts afresh (40). */
  maxWalkSteps?: number;
  /**
   * With `covering`: steps walked as `perEdge` would (the shortest way there, then the step, from
   * a fresh start) and never part of a covering walk, for a set-up the path's start arranges
   * for them (such as a server made unreachable for that path).
   */
  walkAlone?: (step: PlannedStep<M>) => boolean;
  /**
   * With `covering`: a walk that comes back to the initial state ends there, and the next walk
   * leaves it from a fresh start, for a first step whose set-up the path's start arranges (such
   * as the account a page's first load reads).
   */
  endAtInitial?: boolean;
}

/** The default length limit of a covering walk. */
export const MAX_WALK_STEPS = 40;

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
  /**
   * The paths to walk, each from the initial state: one per edge (the shortest way to the edge's
   * source state, then the edge), or covering walks (ModelOptions.walks).
   */
  paths: PlannedPath<M>[];
  /** Call once a step has been executed and checked against the real implementation. */
  recordWalked: (step: PlannedStep<M>) => void;
  /**
   * Asserts that every path was walked to its end, and that the actors of the real app took
   * every transition the machine defines, but those listed with a reason (see
   * expectEveryTransitionWalked).
   */
  expectEveryTransitionWalked: (notWalked?: NotWalked) => void;
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
 * shortest path is extended by every edge leaving its end state. The test records which
 * steps it executed; what counts as covered is what the real actors did (see
 * expectEveryTransitionWalked).
 */
export function planTransitionPaths<M extends AnyStateMachine>(
  machine: M,
  options: ModelOptions<M>,
): TransitionPlan<M> {
  expectHandledEvents(machine, options.events);
  const traversal = traversalOptions(options);
  const serializeTyped = options.serializeState ?? serializeValue;
  const serialize = (snapshot: AnyMachineSnapshot) => serializeTyped(snapshot as Snapshot<M>);
  const adjacency = getAdjacencyMap(machine as AnyStateMachine, traversal);
  const shortest = getShortestPaths(machine as AnyStateMachine, traversal);
  // Every shortest path starts with an `xstate.init` step into the initial state.
  const eventsOf = (path: (typeof shortest)[number]) =>
    path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
  const initialKey = serialize(shortest.find((path) => eventsOf(path).length === 0)!.state);

  /**
   * Replays events through the adjacency map, yielding each step's source and target. A covering
   * walk reaches a state by another way than the graph first did, with context the state's key
   * leaves out (which route a route shows): its snapshots are the machine's own transitions along
   * the walk, which must reach the same keys.
   */
  const replay = (events: AnyEventObject[]): PlannedStep<M>[] => {
    let key = initialKey;
    let at = adjacency[key as keyof typeof adjacency]!.state as Snapshot<M>;
    return events.map((event) => {
      const entry = adjacency[key as keyof typeof adjacency]!;
      const next = entry.transitions[JSON.stringify(event) as keyof typeof entry.transitions]!;
      const from = options.walks === 'covering' ? at : (entry.state as Snapshot<M>);
      const to =
        options.walks === 'covering'
          ? (getNextSnapshot(
              machine,
              from as SnapshotFrom<M>,
              event as EventFromLogic<M>,
            ) as Snapshot<M>)
          : (next.state as Snapshot<M>);
      key = serialize(next.state);
      if (serialize(to) !== key) {
        throw new Error(
          `${eventLabel(event)} from ${serialize(from)} reached ${serialize(to)}, not ${key}: serializeState leaves out context a guard reads`,
        );
      }
      at = to;
      return { from, event: event as Event<M>, to };
    });
  };

  const eventsTo = new Map(shortest.map((path) => [serialize(path.state), eventsOf(path)]));
  const edges: Edge[] = [];
  for (const [from, { transitions }] of Object.entries(adjacency)) {
    if (!eventsTo.has(from)) throw new Error(`No path reaches state ${from}`);
    for (const { event, state: next } of Object.values(transitions) as {
      event: AnyEventObject;
      state: AnyMachineSnapshot;
    }[]) {
      edges.push({ from, event, to: serialize(next) });
    }
  }
  const allEdges = new Set(edges.map(({ from, event, to }) => edgeKey(from, event, to)));
  const alone = (edge: Edge) => options.walkAlone?.(replayFrom(edge)) ?? false;
  const covering =
    options.walks === 'covering'
      ? coveringWalks(
          edges.filter((edge) => !alone(edge)),
          initialKey,
          options.maxWalkSteps ?? MAX_WALK_STEPS,
          options.endAtInitial ?? false,
        )
      : { walks: [], left: edges };
  const alongShortestPath = (edge: Edge) => [...eventsTo.get(edge.from)!, edge.event];
  const walks = [
    ...covering.walks,
    ...covering.left.map(alongShortestPath),
    ...(options.walks === 'covering' ? edges.filter(alone).map(alongShortestPath) : []),
  ];
  const paths = walks.map((events): PlannedPath<M> => {
    const steps = replay(events);
    const description = steps.reduce(
      (text, step) => `${text} → ${eventLabel(step.event)} → ${stateLabel(step.to)}`,
      stateLabel(steps[0]!.from),
    );
    return { description, steps };
  });

  /** The step an edge stands for, from its source snapshot. */
  function replayFrom(edge: Edge): PlannedStep<M> {
    const entry = adjacency[edge.from as keyof typeof adjacency]!;
    const next = entry.transitions[JSON.stringify(edge.event) as keyof typeof entry.transitions]!;
    return {
      from: entry.state as Snapshot<M>,
      event: edge.event as Event<M>,
      to: next.state as Snapshot<M>,
    };
  }

  const walked = new Set<string>();
  return {
    paths,
    recordWalked: (step) =>
      walked.add(edgeKey(serializeTyped(step.from), step.event, serializeTyped(step.to))),
    expectEveryTransitionWalked: (notWalked = {}) => {
      const missing = [...allEdges].filter((edge) => !walked.has(edge));
      expect(missing, 'planned steps that no path executed').toEqual([]);
      expect(allEdges.size).toBeGreaterThan(0);
      expectEveryTransitionWalked(machine, { notWalked });
    },
  };
}

/** An edge of the explored graph, between serialized states. */
interface Edge {
  from: string;
  event: AnyEventObject;
  to: string;
}

/**
 * Walks from `initial` through `edges` that together take every one of them they can reach:
 * each walk takes an edge not yet taken from where it stands, or else the shortest way to the
 * nearest state that has one, until it has `maxSteps` steps or none is left; the next walk starts
 * again from `initial`. `left`: the edges no walk through these edges reaches (the caller walks
 * them on their own). With `endAtInitial`, a walk ends once it comes back to `initial`, and
 * a route that would go on from there is left for the next walk. Deterministic: edges are tried
 * in the graph's order.
 */
export function coveringWalks(
  edges: readonly Edge[],
  initial: string,
  maxSteps: number,
  endAtInitial = false,
): { walks: AnyEventObject[][]; left: Edge[] } {
  const leaving = new Map<string, Edge[]>();
  for (const edge of edges) leaving.set(edge.from, [...(leaving.get(edge.from) ?? []), edge]);
  const untaken = new Set(edges);
  const isUntaken = (edge: Edge) => untaken.has(edge);
  const walks: AnyEventObject[][] = [];

  for (;;) {
    const walk: AnyEventObject[] = [];
    let at = initial;
    while (walk.length < maxSteps) {
      const route = shortestRouteTo(at, leaving, isUntaken);
      if (!route) break;
      // A route that would not fit is left for a fresh walk (unless the walk has nothing yet).
      if (walk.length > 0 && walk.length + route.length > maxSteps) break;
      const throughInitial = route.slice(0, -1).some((edge) => edge.to === initial);
      if (endAtInitial && walk.length > 0 && throughInitial) break;
      for (const edge of route) {
        walk.push(edge.event);
        untaken.delete(edge);
        at = edge.to;
      }
      if (endAtInitial && at === initial) break;
    }
    if (walk.length === 0) break;
    walks.push(walk);
  }
  return { walks, left: [...untaken] };
}

/**
 * The shortest sequence of edges from `from` that ends with an edge `wanted` accepts, through
 * edges already taken or not (breadth first); null when none is reachable.
 */
function shortestRouteTo(
  from: string,
  leaving: ReadonlyMap<string, Edge[]>,
  wanted: (edge: Edge) => boolean,
): Edge[] | null {
  const cameBy = new Map<string, Edge | null>([[from, null]]);
  const queue = [from];
  const routeTo = (edge: Edge) => {
    const route = [edge];
    for (let by = cameBy.get(edge.from); by; by = cameBy.get(by.from)) route.unshift(by);
    return route;
  };
  for (let index = 0; index < queue.length; index += 1) {
    const state = queue[index]!;
    const out = leaving.get(state) ?? [];
    const found = out.find(wanted);
    if (found) return routeTo(found);
    for (const edge of out) {
      if (cameBy.has(edge.to)) continue;
      cameBy.set(edge.to, edge);
      queue.push(edge.to);
    }
  }
  return null;
}

/** Whether an event type is one a transition descriptor (`chat.message`, `chat.*`, `*`) takes. */
const takes = (descriptor: string, eventType: string) =>
  descriptor === eventType ||
  descriptor === '*' ||
  (descriptor.endsWith('.*') && eventType.startsWith(descriptor.slice(0, -1)));

/**
 * Any string type-checks as an `xstate.*` event, so a misspelt one would only make the graph
 * smaller: every planned event must be one some state of the machine handles.
 */
function expectHandledEvents(machine: AnyStateMachine, events: readonly { type: string }[]) {
  const descriptors = new Set(
    machineTransitions(machine).map((transition) => transition.eventType),
  );
  const unknown = events
    .map((event) => event.type)
    .filter((type) => ![...descriptors].some((descriptor) => takes(descriptor, type)));
  if (unknown.length) {
    throw new Error(`No state of ${machine.id} handles the planned events ${unknown.join(', ')}`);
  }
}

/** Transitions a test leaves unwalked, each with the reason why; the list is printed. */
export type NotWalked = Readonly<Record<string, string>>;

export interface CoverageOptions {
  /** Labels as machineTransitions() writes them, each with the reason it is not walked. */
  notWalked?: NotWalked;
  /** Where the walked transitions were recorded (default: the test file's log). */
  log?: TransitionLog;
}

/**
 * DESIGN.md's model-test recipe: coverage is measured against the machine's own definition.
 * Every transition it defines must have been taken by some actor of the machine (recorded by
 * the log from the actors' inspection events), or be listed in `notWalked` with a reason. The
 * list may not name a transition the machine lacks, nor one that was walked after all.
 */
export function expectEveryTransitionWalked(
  machine: AnyStateMachine,
  { notWalked = {}, log = transitionLog }: CoverageOptions = {},
) {
  const transitions = machineTransitions(machine);
  const labels = new Set(transitions.map((transition) => transition.label));
  const walked = log.walked(machine.id);
  const listed = Object.entries(notWalked);
  const isListed = (label: string) => Object.hasOwn(notWalked, label);
  const walkedCount = transitions.filter((transition) => walked.has(transition.label)).length;
  console.info(
    [
      `${machine.id}: ${transitions.length} transitions defined, ${walkedCount} walked, ` +
        `${listed.length} listed as not walked`,
      ...listed.map(([label, reason]) => `  not walked: ${label}\n    because ${reason}`),
    ].join('\n'),
  );
  const problems = [
    [
      `listed as not walked, but ${machine.id} defines no such transition`,
      listed.filter(([label]) => !labels.has(label)).map(([label]) => label),
    ],
    [
      'listed as not walked without a reason',
      listed.filter(([, reason]) => !reason.trim()).map(([label]) => label),
    ],
    [
      'listed as not walked, yet walked: take them off the list',
      listed.filter(([label]) => walked.has(label)).map(([label]) => label),
    ],
    [
      `transitions of ${machine.id} that no executed step took`,
      transitions
        .filter((transition) => !walked.has(transition.label) && !isListed(transition.label))
        .map((transition) => transition.label),
    ],
  ] as const;
  const failures = problems
    .filter(([, found]) => found.length > 0)
    .map(([title, found]) => [`${title}:`, ...found.map((label) => `  ${label}`)].join('\n'));
  if (failures.length) throw new Error(failures.join('\n'));
}
