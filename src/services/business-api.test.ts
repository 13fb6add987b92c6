import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi } from '../../tests/support/real-api';
import { ApiRequestError } from './api-client';

let server: Awaited<ReturnType<typeof startRealApi>>;

beforeAll(async () => {
  server = await startRealApi();
});
afterAll(() => server.close());

describe('business calls on the real server', () => {
  it('reads the three seeded plans with their last update', async () => {
    const { plans, lastUpdated } = await server.api.business.plans();
    expect(plans.map((plan) => plan.id).sort()).toEqual(['agent', 'hotel', 'office']);
    expect(Number.isNaN(Date.parse(lastUpdated))).toBe(false);
  });

  it('stores a contact request and returns the confirmation', async () => {
    const answer = await server.api.business.contact({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      industry: 'REAL_ESTATE',
      tourInMind: '3',
      message: 'Two flats and a shop.',
    });
    expect(answer.message).toBe('Thank you for your interest! We will contact you soon.');
  });

  it('refuses an invalid contact request with the field messages', async () => {
    const request = server.api.business.contact({
      firstName: ' ',
      lastName: 'Lovelace',
      email: 'not-an-email',
      industry: 'REAL_ESTATE',
    } as never);
    await expect(request).rejects.toBeInstanceOf(ApiRequestError);
    await expect(request).rejects.toMatchObject({ status: 400 });
  });
});
