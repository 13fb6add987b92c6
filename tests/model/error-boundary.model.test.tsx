import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { errorBoundaryMachine } from '../../src/machines/error-boundary.machine';
import { ErrorBoundary } from '../../src/screens/app/error-boundaries';
import { InspectContext } from '../../src/screens/app/inspection';
import { readCatalogue } from '../support/render-app';
import { planTransitionPaths, transitionLog, type PlannedStep } from './transition-coverage';

const plan = planTransitionPaths(errorBoundaryMachine, {
  events: [
    { type: 'error.caught', error: new Error('boom'), componentStack: '' },
    { type: 'page.reload' },
  ],
});

type Step = PlannedStep<typeof errorBoundaryMachine>;
type User = ReturnType<typeof userEvent.setup>;

const english = readCatalogue('en');

function Breakable() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('Kaboom from a test component');
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Break it
    </button>
  );
}

const VARIANTS = {
  page: { message: english['errors.notified']!, button: english['errors.reload']! },
  app: { message: english['errors.topLevelMessage']!, button: english['errors.refresh']! },
} as const;

for (const variant of ['page', 'app'] as const) {
  describe(`error boundary machine, walked on the ${variant}-level boundary`, () => {
    const texts = VARIANTS[variant];

    function renderBoundary() {
      const reportError = vi.fn(
        (_: unknown, _reported: { error: Error; componentStack: string }) => {},
      );
      const reloadPage = vi.fn();
      const logic = errorBoundaryMachine.provide({ actions: { reportError, reloadPage } });
      render(
        <InspectContext.Provider value={transitionLog.inspect}>
          <IntlProvider locale="en" messages={english}>
            <ErrorBoundary variant={variant} logic={logic}>
              <Breakable />
            </ErrorBoundary>
          </IntlProvider>
        </InspectContext.Provider>,
      );
      return { reportError, reloadPage };
    }

    function expectState(state: Step['to']) {
      if (state.matches('normal')) {
        expect(screen.getByRole('button', { name: 'Break it' })).toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        return;
      }
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong');
      expect(alert).toHaveTextContent(texts.message);
      expect(screen.getByRole('button', { name: texts.button })).toBeInTheDocument();
      expect(screen.queryByText('Error details') !== null).toBe(variant === 'page');
    }

    async function execute(step: Step, user: User, spies: ReturnType<typeof renderBoundary>) {
      if (step.event.type === 'error.caught') {
        // React logs caught render errors; keep the test output readable.
        const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
        await user.click(screen.getByRole('button', { name: 'Break it' }));
        quiet.mockRestore();
        expect(spies.reportError).toHaveBeenCalledTimes(1);
        const [, reported] = spies.reportError.mock.calls[0]!;
        expect(reported.error.message).toBe('Kaboom from a test component');
        expect(reported.componentStack).toContain('Breakable');
      } else {
        const before = spies.reloadPage.mock.calls.length;
        await user.click(screen.getByRole('button', { name: texts.button }));
        expect(spies.reloadPage).toHaveBeenCalledTimes(before + 1);
      }
    }

    for (const path of plan.paths) {
      it(path.description, async () => {
        const user = userEvent.setup();
        const spies = renderBoundary();
        expectState(path.steps[0]!.from);
        for (const step of path.steps) {
          await execute(step, user, spies);
          expectState(step.to);
          plan.recordWalked(step);
        }
      });
    }
  });
}

it('shows the error and its component stack in the page-level details', async () => {
  const user = userEvent.setup();
  render(
    <IntlProvider locale="en" messages={english}>
      <ErrorBoundary
        variant="page"
        logic={errorBoundaryMachine.provide({
          actions: { reportError: () => {}, reloadPage: () => {} },
        })}
      >
        <Breakable />
      </ErrorBoundary>
    </IntlProvider>,
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: 'Break it' }));
  await user.click(screen.getByText('Error details'));
  expect(screen.getByText(/Kaboom from a test component/)).toBeVisible();
  expect(screen.getByText(/Breakable/)).toBeVisible();
});

it('walked every transition of the error boundary machine', () =>
  plan.expectEveryTransitionWalked());
