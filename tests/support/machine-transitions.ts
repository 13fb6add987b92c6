import type {
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
  Observer,
} from 'xstate';

/** One transition a machine defines: its source, event, guarded branch and target. */
export interface MachineTransition {
  /**
   * How tests and reports name it: "idle: login.submit [isLockedOut] → idle.lockedOut". States are
   * paths from the machine's root, "always" is an eventless transition, a transition without a
   * target says "(actions only)".
   */
  label: string;
  /** The source state node's id, e.g. "loginLockout.idle". */
  source: string;
  /** The event type as the machine lists it: `xstate.after.<delay>.<state id>` for `after`. */
  eventType: string;
  /** Which of the event's branches in the source state, in the order they are tried. */
  branch: number;
  /** The guard's name, or null for an unguarded branch. */
  guard: string | null;
  /** The target state paths; empty for a transition that only runs actions. */
  targets: string[];
}

const statePath = (node: AnyStateNode) => (node.path.length ? node.path.join('.') : '(root)');

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // and(), or() and not() are functions holding the guards they combine.
    const combined = (guard as { guards?: unknown[] }).guards;
    const name = guard.name || 'inline guard';
    return combined ? `${name}(${combined.map(guardName).join(', ')})` : name;
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'guard';
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child))];
}

/** Each state node's transitions as the interpreter selects them, with their event types. */
function definitions(machine: AnyStateMachine): [string, AnyTransitionDefinition[]][] {
  return stateNodes(machine.root).flatMap((node) => [
    // `on`, `after`, invoke onDone/onError/onSnapshot and state onDone, keyed by event type.
    ...node.transitions.entries(),
    ...(node.always ? ([['', node.always]] as [string, AnyTransitionDefinition[]][]) : []),
  ]);
}

const cache = new WeakMap<
  AnyStateMachine,
  { transitions: MachineTransition[]; byDefinition: Map<AnyTransitionDefinition, string> }
>();

function describeMachine(machine: AnyStateMachine) {
  const cached = cache.get(machine);
  if (cached) return cached;
  const entries = definitions(machine).flatMap(([eventType, branches]) =>
    branches.map((definition, branch) => {
      const targets = (definition.target ?? []).map(statePath);
      const guard = definition.guard === undefined ? null : guardName(definition.guard);
      const event = eventType === '' ? 'always' : eventType;
      const to = targets.length
        ? ` → ${targets.join(', ')}${definition.reenter ? ' (reentered)' : ''}`
        : ' (actions only)';
      const label = `${statePath(definition.source)}: ${event}${guard ? ` [${guard}]` : ''}${to}`;
      const transition: MachineTransition = {
        label,
        source: definition.source.id,
        eventType,
        branch,
        guard,
        targets,
      };
      return { definition, transition };
    }),
  );
  // Two branches alike in all but their place (say, two unguarded ones) are told apart by it.
  const counts = new Map<string, number>();
  for (const { transition } of entries) {
    counts.set(transition.label, (counts.get(transition.label) ?? 0) + 1);
  }
  for (const { transition } of entries) {
    if (counts.get(transition.label)! > 1) {
      transition.label = `${transition.label} (branch ${transition.branch + 1})`;
    }
  }
  const described = {
    transitions: entries.map((entry) => entry.transition),
    byDefinition: new Map(entries.map((entry) => [entry.definition, entry.transition.label])),
  };
  cache.set(machine, described);
  return described;
}

/** Every transition the machine defines, from its own definition (not from a test's graph). */
export function machineTransitions(machine: AnyStateMachine): MachineTransition[] {
  return describeMachine(machine).transitions;
}

export interface TransitionLog {
  /** Pass as an actor's `inspect` option (the app passes it to all its actors). */
  readonly inspect: Observer<InspectionEvent>;
  /** The labels of the transitions that actors of the machine with this id have taken. */
  walked: (machineId: string) => ReadonlySet<string>;
}

/**
 * Records the transitions actors really take, from their `@xstate.microstep` inspection events
 * (each lists the transition definitions the microstep took, eventless ones included). An actor
 * of a machine made with `.provide()` counts for the machine it was made from: they share ids.
 */
export function createTransitionLog(): TransitionLog {
  const walked = new Map<string, Set<string>>();
  return {
    inspect: {
      next: (event) => {
        if (event.type !== '@xstate.microstep') return;
        for (const definition of event._transitions) {
          const machine = definition.source.machine as AnyStateMachine;
          const label = describeMachine(machine).byDefinition.get(definition);
          if (label === undefined) continue;
          const labels = walked.get(machine.id) ?? new Set<string>();
          labels.add(label);
          walked.set(machine.id, labels);
        }
      },
    },
    walked: (machineId) => walked.get(machineId) ?? new Set(),
  };
}

/** The log of this test file: renderApp passes it to the app, which hands it to every actor. */
export const transitionLog = createTransitionLog();
