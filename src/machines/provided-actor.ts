import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * The stand-in a machine declares for a call it makes: the real one comes from the app or the
 * screen through `machine.provide(...)` (DESIGN.md, house style 4). Left unprovided, it fails
 * and says which actor was missed.
 */
export function providedActor<Output = unknown, Input = NonReducibleUnknown>(name: string) {
  return fromPromise<Output, Input>(() =>
    Promise.reject(new Error(`${name} is provided by the app or the screen`)),
  );
}
