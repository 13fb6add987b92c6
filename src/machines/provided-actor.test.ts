import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { providedPromise } from './provided-actor';

describe('providedPromise', () => {
  it('rejects, naming the actor, until the app provides it', async () => {
    const actor = createActor(providedPromise<string, { id: string }>('loadThing'), {
      input: { id: 'a' },
    });
    const settled = toPromise(actor);
    actor.start();
    await expect(settled).rejects.toThrow('loadThing is provided by the app or its screen');
  });
});
