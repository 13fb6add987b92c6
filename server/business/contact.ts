/**
 * POST /contact (SPEC §3, §5, §7, §8): a sales enquiry from the public contact form. No sign-in;
 * validated by the contract's ContactRequestSchema (the form uses the same one), stored in
 * contact_requests, answered 201 with SPEC §8's thank-you text. Bad input is a 400 with the
 * messages per field, and nothing is stored. A per-address limit keeps the table from being
 * flooded.
 */
import { Hono } from 'hono';
import { ContactRequestSchema, type ContactRequest } from '../../src/contract/business';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { contactRequests } from '../db/schema';
import type { ApiDeps } from '../deps';
import { readJson } from '../http/json-body';
import type { ServerEnv } from '../http/server-env';
import { rateLimitByAddress, type RateLimitRule } from './rate-limit';

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your interest! We will contact you soon.';

/** Generous for a person, small for a script: 20 enquiries per address per hour. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60 * 1000 };

/** Stores one validated request exactly as validated; returns its id. */
export async function storeContactRequest(
  db: Queryable,
  clock: Clock,
  request: ContactRequest,
): Promise<string> {
  const [row] = await db
    .insert(contactRequests)
    .values({
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      industry: request.industry,
      tourInMind: request.tourInMind ?? null,
      message: request.message ?? null,
      createdAt: clock.now(),
    })
    .returning({ id: contactRequests.id });
  if (row === undefined) throw new Error('contact request was not stored');
  return row.id;
}

export function contactRoutes(deps: ApiDeps, rule: RateLimitRule = CONTACT_RATE_LIMIT) {
  const routes = new Hono<ServerEnv>();

  routes.post('/', rateLimitByAddress(deps, 'contact', rule), async (c) => {
    const request = await readJson(c, ContactRequestSchema);
    await storeContactRequest(deps.db, deps.clock, request);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: CONTACT_SUCCESS_MESSAGE }, 201);
  });

  return routes;
}
