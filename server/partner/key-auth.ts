/**
 * Authentication of the partner API: `Authorization: Bearer rwk_...`, nothing else (no session,
 * no cookie). A request that passes is counted against its key (requests and last use).
 *
 *   missing, malformed, unknown or revoked key        401 PARTNER_KEY_REQUIRED_MESSAGE
 *   the key's owner left PARTNER_ROLES or is disabled  403 PARTNER_KEY_OWNER_REFUSED_MESSAGE
 *   more than PARTNER_RATE_LIMIT_PER_MINUTE per key    429 with Retry-After (not counted)
 */
import type { Context } from 'hono';
import {
  PARTNER_KEY_OWNER_REFUSED_MESSAGE,
  PARTNER_KEY_PATTERN,
  PARTNER_KEY_REQUIRED_MESSAGE,
  PARTNER_RATE_LIMIT_MESSAGE,
  PARTNER_RATE_LIMIT_PER_MINUTE,
} from '../../src/contract/partner';
import { PARTNER_ROLES, hasRole } from '../../src/contract/user';
import { authenticationError, bearerToken, logFailure } from '../auth/http';
import { RateLimiter } from '../auth/rate-limit';
import type { ApiDeps } from '../deps';
import { forbidden, tooManyRequests } from '../http/errors';
import type { ServerEnv } from '../http/server-env';
import { hashPartnerKey, usePartnerKey, type PartnerKeyUse } from './keys';

export type PartnerKeyCheck = (c: Context<ServerEnv>) => Promise<PartnerKeyUse>;

/** The check every partner API handler starts with; its rate limits live as long as it does. */
export function partnerKeyCheck(deps: ApiDeps): PartnerKeyCheck {
  const limiter = new RateLimiter({
    bucket: 'partner-key',
    db: deps.db,
    limit: PARTNER_RATE_LIMIT_PER_MINUTE,
    windowMs: 60_000,
    clock: deps.clock,
  });
  return async (c) => {
    const key = bearerToken(c);
    if (key === undefined || !PARTNER_KEY_PATTERN.test(key)) {
      throw authenticationError(PARTNER_KEY_REQUIRED_MESSAGE, key !== undefined);
    }
    // Counted by the key's hash before the key is looked up.
    const keyHash = hashPartnerKey(key);
    const allowed = await limiter.consume(keyHash);
    if (!allowed.allowed) {
      throw tooManyRequests(PARTNER_RATE_LIMIT_MESSAGE, allowed.retryAfterSeconds);
    }
    const use = await usePartnerKey(deps.db, keyHash, deps.clock.now());
    if (use === undefined) {
      logFailure(c, 'partner key refused', { prefix: key.slice(0, 12) });
      throw authenticationError(PARTNER_KEY_REQUIRED_MESSAGE, true);
    }
    if (use.ownerDisabled || !hasRole(use.ownerRole, PARTNER_ROLES)) {
      logFailure(c, 'partner key owner refused', { key: use.keyId, role: use.ownerRole });
      throw forbidden(PARTNER_KEY_OWNER_REFUSED_MESSAGE);
    }
    return use;
  };
}
