/**
 * DESIGN.md "Review and debugging": `?inspect` on a developer host opens the Stately inspector,
 * and every actor of the React app, the long-lived ones and each screen's own, reports to it. The
 * inspector window is the one double here (jsdom opens no windows); the app, its machines and
 * @statelyai/inspect are the real ones. That a production build leaves it out is checked against
 * the built bundle in tests/e2e/inspector.spec.ts.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/support/render-app';
import { createInspectorIfRequested } from '../../services/dev-tools';

interface PostedEvent {
  type?: string;
  event?: { type?: string; [key: string]: unknown };
  snapshot?: unknown;
}

/** The inspector's window: records what the app posts to it. */
function inspectorWindow() {
  const posted: PostedEvent[] = [];
  const target = {
    postMessage: (message: unknown) => {
      posted.push(message as PostedEvent);
    },
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
  return { posted, open };
}

/** The inspector page says it is ready, as https://stately.ai/inspect does once loaded. */
function inspectorConnects() {
  window.dispatchEvent(new MessageEvent('message', { data: { type: '@statelyai.connected' } }));
}

const eventTypes = (posted: PostedEvent[]) =>
  posted.filter((message) => message.type === '@xstate.event').map((m) => m.event?.type);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Stately inspector behind ?inspect, on the React app', () => {
  it("receives the app's actors' events, the screens' own included, with secrets redacted", async () => {
    const { posted, open } = inspectorWindow();
    const inspect = await createInspectorIfRequested({
      search: '?inspect',
      hostname: 'localhost',
    } as Location);
    expect(inspect).toBeDefined();
    expect(open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector');
    act(() => inspectorConnects());

    renderApp({ path: '/login', inspect });

    // The long-lived actors start (the locale loads its messages) and the login screen's own
    // actor reports what the user does in it.
    const email = await screen.findByLabelText(/email/i, undefined, { timeout: 15_000 });
    fireEvent.change(email, { target: { value: 'ana@roomwalk.test' } });
    const password = screen.getByLabelText(/^password/i);
    fireEvent.change(password, { target: { value: 'Secret-Pass-123!' } });
    fireEvent.submit(password.closest('form') as HTMLFormElement);

    await waitFor(
      () => {
        const types = eventTypes(posted);
        expect(types).toContain('xstate.init');
        expect(types.some((type) => type?.startsWith('xstate.done.actor'))).toBe(true);
        expect(types).toContain('login.submit');
      },
      { timeout: 15_000 },
    );
    const registered = posted.filter((message) => message.type === '@xstate.actor');
    expect(registered.length).toBeGreaterThanOrEqual(3);
    const everything = JSON.stringify(posted);
    expect(everything).not.toContain('Secret-Pass-123!');
    expect(everything).toContain('[redacted]');
  }, 30_000);

  it('opens nothing without ?inspect, or on a host that is not a developer one', async () => {
    const { open } = inspectorWindow();
    expect(
      await createInspectorIfRequested({ search: '', hostname: 'localhost' } as Location),
    ).toBeUndefined();
    expect(
      await createInspectorIfRequested({
        search: '?inspect',
        hostname: 'roomwalk.example',
      } as Location),
    ).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
  });
});
