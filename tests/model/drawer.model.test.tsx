import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { drawerMachine } from '../../src/machines/drawer.machine';
import { renderApp } from '../support/render-app';
import { planTransitionPaths, type PlannedStep } from './transition-coverage';

const plan = planTransitionPaths(drawerMachine, {
  events: [{ type: 'drawer.open' }, { type: 'drawer.close' }],
});

type Step = PlannedStep<typeof drawerMachine>;

async function expectState(state: Step['to']) {
  if (state.matches('open')) {
    const drawer = await screen.findByRole('dialog');
    // The drawer holds the section links, the language selector and both buttons.
    for (const name of ['Tech', 'Pricing', 'FAQ', 'Sign in', 'Get Started']) {
      expect(within(drawer).getByRole('link', { name })).toBeVisible();
    }
    expect(within(drawer).getByRole('button', { name: 'Language: English' })).toBeVisible();
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
}

async function execute(step: Step, user: ReturnType<typeof userEvent.setup>) {
  if (step.event.type === 'drawer.open') {
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
  } else {
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
  }
}

describe('drawer machine, walked on the rendered top bar', () => {
  for (const path of plan.paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      renderApp({ path: '/pricing' });
      await screen.findByRole('heading', { level: 1, name: 'Pricing' });
      await expectState(path.steps[0]!.from);
      for (const step of path.steps) {
        await execute(step, user);
        await expectState(step.to);
        plan.recordWalked(step);
      }
    });
  }

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});
