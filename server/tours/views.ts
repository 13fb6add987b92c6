/**
 * Public tour views: one per visitor per tour per UTC day, never for a HEAD request. A visitor is
 * their address (IPv6 by /64) and user agent, hashed with a key of the day: no raw address is
 * stored, and a day's hashes are deleted once the next day's views arrive.
 */
import { createHmac } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { addressKey } from '../auth/rate-limit';
import { tourViewVisitors, tours } from '../db/schema';

export interface Visitor {
  ipAddress: string | null;
  userAgent: string | null;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** The visitor's hash for `day`: HMAC under a key derived from the server secret and the day. */
export function visitorHash(secret: string, day: string, visitor: Visitor): string {
  const dayKey = createHmac('sha256', secret).update(`tour-views:${day}`).digest();
  return createHmac('sha256', dayKey)
    .update(`${addressKey(visitor.ipAddress)}\n${visitor.userAgent ?? ''}`)
    .digest('base64url');
}

/** Counts a view of `tourId` unless this visitor has already been counted for it today. */
export async function countVisitorView(
  db: Database,
  input: { tourId: string; visitor: Visitor; secret: string; now: Date },
): Promise<void> {
  const day = utcDay(input.now);
  await db.transaction(async (tx) => {
    await tx.delete(tourViewVisitors).where(lt(tourViewVisitors.day, day));
    const first = await tx
      .insert(tourViewVisitors)
      .values({
        tourId: input.tourId,
        day,
        visitorHash: visitorHash(input.secret, day, input.visitor),
      })
      .onConflictDoNothing()
      .returning({ tourId: tourViewVisitors.tourId });
    if (first.length === 0) return;
    await tx
      .update(tours)
      // A view is not an edit: updated_at stays.
      .set({ views: sql`${tours.views} + 1`, updatedAt: sql`${tours.updatedAt}` })
      .where(eq(tours.id, input.tourId));
  });
}
