/**
 * Whether a user's published tours are shown (docs/decisions/0009-billing.md, "paused"). Hosting
 * is unlimited while the plan that pays for it is active: the user's own, or their Office team's.
 * Tours are paused, never deleted, when that plan has lapsed, and shown again as soon as a plan is
 * active again. An agent removed from a team (and without a plan of their own) is paused too: the
 * team's plan was what hosted their tours. Accounts that never had a plan (development accounts,
 * trial accounts, the demo tour's owner) are never paused.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { subscriptions, teamMembers } from '../db/schema';

export interface Hosting {
  paused: boolean;
}

export async function hostingOf(db: Queryable, userId: string): Promise<Hosting> {
  const result = await db.execute<{ own: string | null; team: string | null; was_member: boolean }>(
    sql`select
      (select s.status from ${subscriptions} s where s.user_id = ${userId}) as own,
      (select coalesce(s.status, 'lapsed') from ${teamMembers} m
         left join ${subscriptions} s on s.user_id = m.owner_id
         where m.member_id = ${userId} and m.removed_at is null) as team,
      exists (select 1 from ${teamMembers} m
         where m.member_id = ${userId} and m.removed_at is not null) as was_member`,
  );
  const row = result.rows[0];
  if (row === undefined) return { paused: false };
  if (row.team !== null) return { paused: row.team !== 'active' };
  if (row.own !== null) return { paused: row.own !== 'active' };
  return { paused: row.was_member };
}
