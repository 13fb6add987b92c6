/**
 * /credits: the signed-in user's credits (docs/decisions/0009-billing.md). Both count the pool the
 * user spends: their own ledger, or their Office team's shared credits for an agent of a team.
 *
 *   GET /credits            CreditBalance (src/contract/credits.ts): { balance }, credits usable now
 *   GET /credits/overview?limit=1..100 (20)&cursor=<nextCursor>
 *                           CreditsOverview (src/contract/billing.ts):
 *       balance     credits usable now
 *       pool        'own' or 'team'
 *       expiring    [{ expiresAt, credits }] what will expire when, earliest first
 *       entries     the ledger, newest first (an agent sees the entries they made), each with
 *                   kind, amount, reason, createdAt, expiresAt, tourId and actor { id, name }
 *       nextCursor  pass as ?cursor= for the next, older page; null on the last page
 *
 * GET /credits stays the bare balance: the tour-creation screen reads it on every visit.
 */
import { Hono } from 'hono';
import { CreditsQuerySchema } from '../../src/contract/billing';
import { noStore } from '../auth/http';
import { currentAuth, requireUser } from '../auth/require-user';
import type { CreditBalance } from '../../src/contract/credits';
import { payingAccountOf } from '../billing/team';
import { creditsOverview } from '../billing/views';
import type { ApiDeps } from '../deps';
import { badRequest } from '../http/errors';
import { readQuery } from '../http/json-body';
import type { ServerEnv } from '../http/server-env';
import { isUuid } from '../storage/storage';
import { availableCredits } from './ledger';

export const INVALID_CURSOR_MESSAGE = 'The cursor is not valid';

export function creditRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  app.use('*', requireUser(deps));
  app.get('/', async (c) => {
    const { userId } = currentAuth(c);
    const account = await payingAccountOf(deps.db, userId);
    const body: CreditBalance = {
      balance: await availableCredits(deps.db, account, deps.clock.now()),
    };
    noStore(c);
    return c.json(body);
  });

  app.get('/overview', async (c) => {
    const { limit, cursor } = readQuery(c, CreditsQuerySchema);
    if (cursor !== undefined && !isUuid(cursor)) {
      throw badRequest(INVALID_CURSOR_MESSAGE, { cursor: [INVALID_CURSOR_MESSAGE] });
    }
    const body = await creditsOverview(
      deps.db,
      currentAuth(c).userId,
      { limit, ...(cursor !== undefined && { cursor }) },
      deps.clock.now(),
    );
    noStore(c);
    return c.json(body);
  });
  return app;
}
