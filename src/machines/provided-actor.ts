import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A promise actor that a machine declares and the app or its screen provides through
 * `machine.provide` (DESIGN.md, "Statecharts: the house style", point 4); until then it rejects,
 * naming itself.
 */
export function providedPromise<TOutput = unknown, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${name} is provided by the app or its screen`)),
  );
}
