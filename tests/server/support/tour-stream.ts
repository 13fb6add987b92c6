import type { TourView } from '../../../src/contract/tours';

/**
 * The `tour` events of a progress stream (GET /api/v1/tours/:id/events), as they arrive, until
 * `until` is true of one: that one. `seen` is told of each.
 */
export async function followUntil(
  response: Response,
  until: (tour: TourView) => boolean,
  seen: (tour: TourView) => void = () => {},
): Promise<TourView> {
  if (response.body === null) throw new Error('The stream has no body');
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      if (!block.includes('event: tour') || data === '') continue;
      const tour = JSON.parse(data) as TourView;
      seen(tour);
      if (until(tour)) return tour;
    }
  }
  throw new Error('The stream ended before the tour did');
}
