/** /credits: the signed-in user's credits. GET /credits gives the balance (CreditBalance). */
import { Hono } from 'hono';
import type { CreditBalance } from '../../src/contract/credits';
import { noStore } from '../auth/http';
import { currentAuth, requireUser } from '../auth/require-user';
import type { ApiDeps } from '../deps';
import type { ServerEnv } from '../http/server-env';
import { balanceOf } from './ledger';

export function creditRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  app.use('*', requireUser(deps));
  app.get('/', async (c) => {
    const body: CreditBalance = { balance: await balanceOf(deps.db, currentAuth(c).userId) };
    noStore(c);
    return c.json(body);
  });
  return app;
}
