/**
 * GET /pricing/plans (SPEC §3, §7, §9): the active plans in their sort order, and lastUpdated,
 * the newest change to any plan row (deactivating a plan changes the list, so it counts too).
 *
 * The route is on the hot path of every landing and pricing page view. On PGlite a query runs
 * synchronously on the server's only thread (about 0.8 ms for this one), so each request doing
 * its own query would cap the route near 1000 requests a second. Instead the serialised answer
 * is kept for PLANS_CACHE_TTL_MS (1 s, by deps.clock), refreshed by one query that concurrent
 * requests share, and answered with an ETag so that revalidating browsers get a 304.
 * A plan edited in the database shows within a second; code that edits plans (the /superuser
 * plan editor, server/superuser/plans.ts) calls invalidatePlansCache(db) to show it on the very
 * next request. Browsers and CDNs may store the answer but must revalidate it on every use
 * (Cache-Control: no-cache with the ETag): an unchanged list costs a 304 without a body, and a
 * new price is what the next visitor sees, the price that checkout then charges.
 */
import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { PlansResponse, PricingPlan } from '../../src/contract/business';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { pricingPlans } from '../db/schema';
import type { ApiDeps } from '../deps';
import type { ServerEnv } from '../http/server-env';

export const PLANS_CACHE_CONTROL = 'public, no-cache';
/** How long the server reuses one reading of the plans. */
export const PLANS_CACHE_TTL_MS = 1000;

/** A price as a number: numeric columns are read as numbers, but never trust a driver's string. */
function price(value: number | string | null): number | null {
  if (value === null) return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** Reads the plans response from the database. */
export async function loadPlans(db: Queryable, clock: Clock): Promise<PlansResponse> {
  const rows = await db
    .select({
      id: pricingPlans.id,
      name: pricingPlans.name,
      monthlyPrice: pricingPlans.monthlyPrice,
      annualPrice: pricingPlans.annualPrice,
      currency: pricingPlans.currency,
      credits: pricingPlans.credits,
      creditPeriod: pricingPlans.creditPeriod,
      rolloverMonths: pricingPlans.rolloverMonths,
      maxAgents: pricingPlans.maxAgents,
      mostPopular: pricingPlans.mostPopular,
      isActive: pricingPlans.isActive,
      updatedAt: pricingPlans.updatedAt,
    })
    .from(pricingPlans)
    .orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.id));

  let newest: number | undefined;
  const plans: PricingPlan[] = [];
  for (const { updatedAt, ...row } of rows) {
    const changed = updatedAt.getTime();
    if (newest === undefined || changed > newest) newest = changed;
    if (!row.isActive) continue;
    plans.push({
      ...row,
      monthlyPrice: price(row.monthlyPrice),
      annualPrice: price(row.annualPrice),
    });
  }
  // No plans at all: nothing was ever updated, so "now" is as good as any answer.
  const lastUpdated = new Date(newest ?? clock.now().getTime()).toISOString();
  return { plans, lastUpdated };
}

interface PlansBody {
  json: string;
  etag: string;
}

interface PlansCache {
  current?: { body: PlansBody; loadedAt: number };
  /** The query in progress, shared by every request that finds the cache stale. */
  inFlight?: Promise<PlansBody>;
  /** Bumped by invalidatePlansCache: a reading started before it is not kept. */
  generation: number;
}

/** One cache per database, so that every app on the same database sees an invalidation. */
const caches = new WeakMap<Queryable, PlansCache>();

function cacheOf(db: Queryable): PlansCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = { generation: 0 };
    caches.set(db, cache);
  }
  return cache;
}

/** Forget the cached plans of `db`: call it after changing pricing_plans. */
export function invalidatePlansCache(db: Queryable): void {
  const cache = cacheOf(db);
  cache.generation += 1;
  delete cache.current;
  delete cache.inFlight;
}

/** The plans response as served: from the cache while it is fresh, else one shared query. */
export function plansBody(db: Queryable, clock: Clock): PlansBody | Promise<PlansBody> {
  const cache = cacheOf(db);
  const now = clock.now().getTime();
  const current = cache.current;
  if (
    current !== undefined &&
    now >= current.loadedAt &&
    now - current.loadedAt < PLANS_CACHE_TTL_MS
  ) {
    return current.body;
  }
  if (cache.inFlight !== undefined) return cache.inFlight;
  const generation = cache.generation;
  const loading = loadPlans(db, clock)
    .then((response): PlansBody => {
      const json = JSON.stringify(response);
      const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
      const body = { json, etag };
      if (cache.generation === generation) cache.current = { body, loadedAt: now };
      return body;
    })
    .finally(() => {
      if (cache.inFlight === loading) delete cache.inFlight;
    });
  cache.inFlight = loading;
  return loading;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and * included). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export function pricingRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();

  routes.get('/plans', async (c) => {
    const body = await plansBody(deps.db, deps.clock);
    const headers = { 'Cache-Control': PLANS_CACHE_CONTROL, ETag: body.etag };
    if (matchesEtag(c.req.header('if-none-match'), body.etag)) return c.body(null, 304, headers);
    return c.body(body.json, 200, {
      ...headers,
      'Content-Type': 'application/json; charset=UTF-8',
    });
  });

  return routes;
}
