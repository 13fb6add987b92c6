import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidatePlansCache } from '../../../server/business/pricing';
import { pricingPlans } from '../../../server/db/schema';
import { renderApp } from '../../../tests/support/render-app';
import { startRealApi } from '../../../tests/support/real-api';

type Server = Awaited<ReturnType<typeof startRealApi>>;
let server: Server;

beforeAll(async () => {
  server = await startRealApi();
  // An admin has withdrawn every plan: the server answers, with no plans.
  await server.db.update(pricingPlans).set({ isActive: false });
  invalidatePlansCache(server.db);
}, 30_000);

afterAll(() => server.close());

describe('PricingSection', () => {
  it('says so, and points to the contact page, when the server sells no plans', async () => {
    renderApp({ path: '/pricing', api: server.api });
    const section = await screen.findByRole('region', { name: 'Plans that grow with your tours' });
    const contact = await within(section).findByRole('link', { name: 'Contact us' });
    expect(contact).toHaveAttribute('href', '/contact');
    expect(contact.closest('p')).toHaveTextContent(
      'No plans are on sale right now. Contact us and we will find the right one for you.',
    );
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
    // Not the built-in plans: the server answered, and its answer is shown.
    expect(within(section).queryByText('$29.99')).toBeNull();
  });
});
