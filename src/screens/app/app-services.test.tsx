import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../services/query-client';
import { ServerDataGate, ServerDataProvider, type QueryClientLoader } from './app-services';

/** A loader the test finishes by hand, as the lazily loaded cache module would. */
function heldLoader() {
  const client = createQueryClient();
  let finish = () => {};
  const loaded = new Promise<QueryClient>((resolve) => {
    finish = () => resolve(client);
  });
  const load: QueryClientLoader = () => loaded;
  return { client, load, finish: () => act(async () => finish()) };
}

function CachedValue() {
  const client = useQueryClient();
  return <p>cached: {String(client.getQueryData(['tours', 'ada']) ?? 'nothing')}</p>;
}

/** A read the test answers by hand. */
let answer: (value: string) => void = () => {};
function Reader() {
  const read = useQuery({
    queryKey: ['tours', 'reader'],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return <p>read: {read.data ?? 'reading'}</p>;
}

function renderProvider(owner: string | null, load: QueryClientLoader, reader = false) {
  const tree = (who: string | null) => (
    <ServerDataProvider owner={who} load={load}>
      <ServerDataGate fallback={<p>waiting</p>}>
        {reader ? <Reader /> : <CachedValue />}
      </ServerDataGate>
    </ServerDataProvider>
  );
  const rendered = render(tree(owner));
  return { rerenderFor: (who: string | null) => rendered.rerender(tree(who)) };
}

describe('ServerDataProvider and ServerDataGate', () => {
  it('loads nothing while no gate asks for the cache (the landing page), then loads it for one', async () => {
    const { load, finish } = heldLoader();
    let loads = 0;
    const counted: QueryClientLoader = () => {
      loads += 1;
      return load();
    };
    const tree = (gate: boolean) => (
      <ServerDataProvider owner={null} load={counted}>
        {gate ? (
          <ServerDataGate fallback={<p>waiting</p>}>
            <CachedValue />
          </ServerDataGate>
        ) : (
          <p>no server data here</p>
        )}
      </ServerDataProvider>
    );
    const rendered = render(tree(false));
    await act(async () => {});
    expect(loads).toBe(0);
    rendered.rerender(tree(true));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await finish();
    expect(loads).toBe(1);
    expect(screen.getByText('cached: nothing')).toBeInTheDocument();
  });

  it('shows the fallback until the cache has loaded, then what reads it', async () => {
    const { load, finish } = heldLoader();
    renderProvider('ada', load);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await finish();
    expect(screen.getByText('cached: nothing')).toBeInTheDocument();
  });

  it('keeps the cache while the same user is signed in, and empties it when that changes', async () => {
    const { client, load, finish } = heldLoader();
    const { rerenderFor } = renderProvider('ada', load);
    await finish();
    act(() => client.setQueryData(['tours', 'ada'], 'three tours'));
    rerenderFor('ada');
    expect(screen.getByText('cached: three tours')).toBeInTheDocument();

    rerenderFor(null);
    expect(client.getQueryData(['tours', 'ada'])).toBeUndefined();
  });

  it('lets a read that started before the user was known finish (a session restored on reload)', async () => {
    const { load, finish } = heldLoader();
    const { rerenderFor } = renderProvider(null, load, true);
    await finish();
    expect(screen.getByText('read: reading')).toBeInTheDocument();
    rerenderFor('ada');
    await act(async () => answer('three tours'));
    expect(await screen.findByText('read: three tours')).toBeInTheDocument();
  });
});
