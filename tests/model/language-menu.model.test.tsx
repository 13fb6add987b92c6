import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languageMenuMachine } from '../../src/machines/language-menu.machine';
import { renderApp } from '../support/render-app';
import { planTransitionPaths, type PlannedStep } from './transition-coverage';

const plan = planTransitionPaths(languageMenuMachine, {
  events: [
    { type: 'languageMenu.open' },
    { type: 'languageMenu.dismiss' },
    { type: 'languageMenu.choose', locale: 'nl' },
  ],
});

type Step = PlannedStep<typeof languageMenuMachine>;
type User = ReturnType<typeof userEvent.setup>;

/** The trigger is named after the current language, in the current language. */
const trigger = () => screen.getAllByRole('button', { name: /English|Nederlands/ })[0]!;

async function expectState(state: Step['to'], chosen: string | null) {
  if (state.matches('open')) {
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Nederlands');
    expect(menu).toHaveTextContent('Türkçe');
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(13);
  } else {
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  }
  // After a choice the locale machine loads it: the page switches to Dutch.
  if (chosen) {
    await waitFor(() => expect(trigger()).toHaveTextContent(chosen));
    await waitFor(() => expect(document.documentElement.lang).toBe('nl'));
  }
}

async function execute(step: Step, user: User) {
  switch (step.event.type) {
    case 'languageMenu.open':
      return user.click(trigger());
    case 'languageMenu.dismiss':
      // An outside click and Escape both dismiss; Escape keeps the test independent of layout.
      return user.keyboard('{Escape}');
    case 'languageMenu.choose':
      return user.click(screen.getByRole('menuitemradio', { name: 'Nederlands' }));
  }
}

describe('language menu machine, walked on the rendered top bar', () => {
  for (const path of plan.paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      renderApp({ path: '/pricing' });
      await screen.findByRole('heading', { level: 1, name: 'Pricing' });
      let chosen: string | null = null;
      await expectState(path.steps[0]!.from, chosen);
      for (const step of path.steps) {
        await execute(step, user);
        if (step.event.type === 'languageMenu.choose') chosen = 'Nederlands';
        await expectState(step.to, chosen);
        plan.recordWalked(step);
      }
    });
  }

  it('closes on an outside click', async () => {
    // The open menu makes the rest of the page inert (pointer-events: none), as a browser would.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp({ path: '/pricing' });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    await user.click(trigger());
    await screen.findByRole('menu');
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('walked every transition', () => plan.expectEveryTransitionWalked());
});
