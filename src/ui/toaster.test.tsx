import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToastMessage } from './toast-message';
import { Toaster, useToast } from './toaster';

function ShowButton({ toast }: { toast: ToastMessage }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      Show toast
    </button>
  );
}

function renderToaster(toast: ToastMessage) {
  return render(
    <Toaster closeLabel="Close" regionLabel="Notifications">
      <ShowButton toast={toast} />
    </Toaster>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Toaster', () => {
  it('shows nothing before a toast is asked for', () => {
    renderToaster({ title: 'Saved' });
    expect(screen.getByRole('button', { name: 'Show toast' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows the title and description of a toast asked for with useToast()', async () => {
    const user = userEvent.setup();
    renderToaster({
      title: 'Thank you for your interest!',
      description: 'We will contact you soon.',
      variant: 'success',
    });
    await user.click(screen.getByRole('button', { name: 'Show toast' }));

    const close = await screen.findByRole('button', { name: 'Close' });
    const toast = close.closest('li')!;
    expect(toast).toHaveTextContent('Thank you for your interest!');
    expect(toast).toHaveTextContent('We will contact you soon.');
    expect(toast).toHaveAttribute('data-variant', 'success');
  });

  it('SPEC §2 "Toasts appear at bottom-right": inside a labelled notifications region', async () => {
    const user = userEvent.setup();
    renderToaster({ title: 'Saved' });
    await user.click(screen.getByRole('button', { name: 'Show toast' }));

    const close = await screen.findByRole('button', { name: 'Close' });
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region).toContainElement(close);
    expect(region.querySelector('.toast-viewport')).toContainElement(close);
  });

  it('removes the toast when its close button is pressed', async () => {
    const user = userEvent.setup();
    renderToaster({ title: 'Failed to submit form. Please try again.', variant: 'error' });
    await user.click(screen.getByRole('button', { name: 'Show toast' }));
    const close = await screen.findByRole('button', { name: 'Close' });
    expect(close.closest('li')).toHaveTextContent('Failed to submit form. Please try again.');

    await user.click(close);

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument(),
    );
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('stacks several toasts and closes only the one pressed', async () => {
    const user = userEvent.setup();
    renderToaster({ title: 'Saved' });
    const show = screen.getByRole('button', { name: 'Show toast' });
    await user.click(show);
    await user.click(show);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2));

    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);

    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1));
  });
});

describe('Toaster, before its region has loaded', () => {
  it('keeps a toast asked for at once and shows it when the region arrives', async () => {
    // A fresh copy of the module: its Radix region has not been loaded yet.
    vi.resetModules();
    const fresh = await import('./toaster');
    function ShowAtOnce() {
      const show = fresh.useToast();
      return (
        <button type="button" onClick={() => show({ title: 'Queued early' })}>
          Show toast
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <fresh.Toaster closeLabel="Close" regionLabel="Notifications">
        <ShowAtOnce />
      </fresh.Toaster>,
    );
    expect(document.querySelector('.toast-viewport')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show toast' }));
    expect(await screen.findByText('Queued early')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});

describe('useToast', () => {
  it('throws outside a Toaster', () => {
    // React reports the render error on the console as well; keep the test output quiet.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow('useToast must be used inside <Toaster>');
  });
});
