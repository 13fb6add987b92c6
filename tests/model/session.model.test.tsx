import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../src/machines/session.machine';
import { renderApp, userWithRole } from '../support/render-app';
import { planTransitionPaths, type PlannedStep } from './transition-coverage';

const member = userWithRole('USER');

const plan = planTransitionPaths(sessionMachine, {
  input: { user: null },
  events: [{ type: 'session.signedIn', user: member }, { type: 'session.signOut' }],
});

type Step = PlannedStep<typeof sessionMachine>;
type User = ReturnType<typeof userEvent.setup>;

async function expectState(state: Step['to']) {
  if (state.matches('signedIn')) {
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    return;
  }
  expect((await screen.findAllByRole('link', { name: 'Sign in' })).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
}

async function execute(step: Step, user: User) {
  if (step.event.type === 'session.signedIn') {
    // Sign-in arrives with the session issue; until then it is simulated on the actor.
    const { user: profile } = step.event;
    act(() => window.__roomwalk!.session.send({ type: 'session.signedIn', user: profile }));
  } else {
    await user.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
  }
}

describe('session machine, walked on the rendered app', () => {
  for (const path of plan.paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      const { router } = renderApp({ path: '/dashboard/tours' });
      // A visitor is sent to /login and the page they wanted is remembered.
      await screen.findByRole('heading', { level: 1, name: 'Sign in' });
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByRole('status')).toHaveTextContent('/dashboard/tours');
      await expectState(path.steps[0]!.from);
      for (const step of path.steps) {
        await execute(step, user);
        await expectState(step.to);
        if (step.event.type === 'session.signedIn') {
          await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/tours'));
        } else {
          await waitFor(() => expect(router.state.location.pathname).toBe('/'));
        }
        plan.recordWalked(step);
      }
    });
  }

  it('walked every transition', () => plan.expectEveryEdgeWalked());
});
