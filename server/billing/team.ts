/**
 * Office teams: the owner of an Office plan invites agents by e-mail (a random token, stored as a
 * hash, e-mailed through the outbox); an agent who accepts spends the owner's credits (the team's
 * pool is the owner's ledger) until they leave or the owner removes them. Memberships are kept
 * with removed_at, and invitations with accepted_at or revoked_at, for the record.
 *
 * Seats are counted under the owner's users-row lock, the lock every spend of the pool takes too,
 * so two invitations or acceptances at once cannot both take the last seat.
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import {
  ALREADY_MEMBER_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_HAS_PLAN_MESSAGE,
  INVITATION_IN_TEAM_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_OTHER_EMAIL_MESSAGE,
  INVITATION_TEAM_ENDED_MESSAGE,
  INVITATION_USED_MESSAGE,
  INVITE_SELF_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  NOT_IN_TEAM_MESSAGE,
  NOT_TEAM_OWNER_MESSAGE,
  TEAM_FULL_MESSAGE,
  type InvitationPreview,
  type TeamView,
} from '../../src/contract/billing';
import { hashToken, randomToken } from '../auth/tokens';
import { creditsSpentByActor, lockCreditAccount } from '../credits/ledger';
import type { Database, Queryable } from '../db/database';
import {
  teamInvitations,
  teamMembers,
  users,
  type TeamInvitation,
  type TeamMember,
} from '../db/schema';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors';
import { loadBillingPlan } from './plans';
import { findSubscription } from './subscriptions';

export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export async function activeMembership(
  db: Queryable,
  memberId: string,
): Promise<TeamMember | undefined> {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.memberId, memberId), isNull(teamMembers.removedAt)));
  return row;
}

/** The account whose credits a user spends: their team owner's, or their own. */
export async function payingAccountOf(db: Queryable, userId: string): Promise<string> {
  return (await activeMembership(db, userId))?.ownerId ?? userId;
}

/** The agents a plan allows (0 for plans without a team), when its subscription is active. */
async function teamCapacity(db: Queryable, ownerId: string): Promise<number | undefined> {
  const sub = await findSubscription(db, ownerId);
  if (sub?.status !== 'active') return undefined;
  const maxAgents = (await loadBillingPlan(db, sub.planId))?.maxAgents ?? null;
  return maxAgents === null ? undefined : maxAgents;
}

function openInvitations(ownerId: string, now: Date) {
  return and(
    eq(teamInvitations.ownerId, ownerId),
    isNull(teamInvitations.acceptedAt),
    isNull(teamInvitations.revokedAt),
    gt(teamInvitations.expiresAt, now),
  );
}

async function memberCount(db: Queryable, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.ownerId, ownerId), isNull(teamMembers.removedAt)));
  return row?.n ?? 0;
}

/** Agents plus open invitations. */
async function seatsUsed(db: Queryable, ownerId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(openInvitations(ownerId, now));
  return (await memberCount(db, ownerId)) + (row?.n ?? 0);
}

/** Whether the owner has agents or open invitations (they block leaving a team plan). */
export async function teamHasPeople(db: Queryable, ownerId: string, now: Date): Promise<boolean> {
  return (await seatsUsed(db, ownerId, now)) > 0;
}

async function userById(db: Queryable, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (user === undefined) throw notFound('Account not found');
  return user;
}

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

export interface CreatedInvitation {
  invitation: TeamInvitation;
  /** The secret of the link, e-mailed and never stored. */
  token: string;
  ownerName: string;
}

/** Invites `email` to the owner's team; an open invitation to the same address is replaced. */
export async function inviteAgent(
  db: Database,
  ownerId: string,
  email: string,
  now: Date,
): Promise<CreatedInvitation> {
  return db.transaction(async (tx) => {
    await lockCreditAccount(tx, ownerId);
    const capacity = await teamCapacity(tx, ownerId);
    if (capacity === undefined) throw forbidden(NOT_TEAM_OWNER_MESSAGE);
    const owner = await userById(tx, ownerId);
    if (owner.email === email)
      throw badRequest(INVITE_SELF_MESSAGE, { email: [INVITE_SELF_MESSAGE] });
    const [member] = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.memberId))
      .where(
        and(
          eq(teamMembers.ownerId, ownerId),
          isNull(teamMembers.removedAt),
          eq(users.email, email),
        ),
      );
    if (member !== undefined)
      throw conflict(ALREADY_MEMBER_MESSAGE, { email: [ALREADY_MEMBER_MESSAGE] });
    await tx
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(teamInvitations.ownerId, ownerId),
          eq(teamInvitations.email, email),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
        ),
      );
    if ((await seatsUsed(tx, ownerId, now)) >= capacity) throw conflict(TEAM_FULL_MESSAGE);
    const token = randomToken();
    const [invitation] = await tx
      .insert(teamInvitations)
      .values({
        ownerId,
        email,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      })
      .returning();
    if (invitation === undefined) throw new Error('The invitation was not inserted');
    return { invitation, token, ownerName: fullName(owner) };
  });
}

async function invitationByToken(db: Queryable, token: string): Promise<TeamInvitation> {
  const [invitation] = await db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.tokenHash, hashToken(token)));
  if (invitation === undefined || invitation.revokedAt !== null) {
    throw notFound(INVITATION_NOT_FOUND_MESSAGE);
  }
  return invitation;
}

function invitationStatus(invitation: TeamInvitation, now: Date): InvitationPreview['status'] {
  if (invitation.revokedAt !== null) return 'revoked';
  if (invitation.acceptedAt !== null) return 'accepted';
  return invitation.expiresAt <= now ? 'expired' : 'pending';
}

/** What the invitee sees before accepting. */
export async function previewInvitation(
  db: Queryable,
  userId: string,
  token: string,
  now: Date,
): Promise<InvitationPreview> {
  const invitation = await invitationByToken(db, token);
  const [owner, user] = await Promise.all([userById(db, invitation.ownerId), userById(db, userId)]);
  return {
    email: invitation.email,
    ownerName: fullName(owner),
    expiresAt: invitation.expiresAt.toISOString(),
    status: invitationStatus(invitation, now),
    matchesAccount: user.email === invitation.email,
  };
}

/** The signed-in user joins the team of the invitation. */
export async function acceptInvitation(
  db: Database,
  userId: string,
  token: string,
  now: Date,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const invitation = await invitationByToken(tx, token);
    if (invitation.acceptedAt !== null) throw conflict(INVITATION_USED_MESSAGE);
    if (invitation.expiresAt <= now) throw new ApiError(410, INVITATION_EXPIRED_MESSAGE);
    const user = await userById(tx, userId);
    if (user.email !== invitation.email) throw forbidden(INVITATION_OTHER_EMAIL_MESSAGE);
    // Both accounts, in one order: the owner's seats and the invitee's own team and plan.
    for (const id of [invitation.ownerId, userId].sort()) await lockCreditAccount(tx, id);
    const capacity = await teamCapacity(tx, invitation.ownerId);
    if (capacity === undefined) throw conflict(INVITATION_TEAM_ENDED_MESSAGE);
    if ((await findSubscription(tx, userId))?.status === 'active') {
      throw conflict(INVITATION_HAS_PLAN_MESSAGE);
    }
    if ((await activeMembership(tx, userId)) !== undefined) {
      throw conflict(INVITATION_IN_TEAM_MESSAGE);
    }
    if ((await memberCount(tx, invitation.ownerId)) >= capacity) throw conflict(TEAM_FULL_MESSAGE);
    await tx
      .update(teamInvitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(eq(teamInvitations.id, invitation.id));
    const [member] = await tx
      .insert(teamMembers)
      .values({ ownerId: invitation.ownerId, memberId: userId, joinedAt: now })
      .returning();
    if (member === undefined) throw new Error('The membership was not inserted');
    return member;
  });
}

async function endMembership(
  db: Queryable,
  where: { ownerId?: string; memberId: string },
  now: Date,
): Promise<boolean> {
  const ended = await db
    .update(teamMembers)
    .set({ removedAt: now })
    .where(
      and(
        eq(teamMembers.memberId, where.memberId),
        isNull(teamMembers.removedAt),
        where.ownerId === undefined ? undefined : eq(teamMembers.ownerId, where.ownerId),
      ),
    )
    .returning({ id: teamMembers.id });
  return ended.length > 0;
}

/** The owner removes an agent: their tours pause unless they subscribe or join a team again. */
export async function removeMember(
  db: Queryable,
  ownerId: string,
  memberId: string,
  now: Date,
): Promise<void> {
  if (!(await endMembership(db, { ownerId, memberId }, now))) {
    throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  }
}

export async function leaveTeam(db: Queryable, memberId: string, now: Date): Promise<void> {
  if (!(await endMembership(db, { memberId }, now))) throw conflict(NOT_IN_TEAM_MESSAGE);
}

export async function revokeInvitation(
  db: Queryable,
  ownerId: string,
  invitationId: string,
  now: Date,
): Promise<void> {
  const revoked = await db
    .update(teamInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(teamInvitations.id, invitationId),
        eq(teamInvitations.ownerId, ownerId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .returning({ id: teamInvitations.id });
  if (revoked.length === 0) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
}

/** The owner's view of the team: agents with what they spent, open invitations, seats. */
export async function teamView(db: Queryable, ownerId: string, now: Date): Promise<TeamView> {
  const capacity = await teamCapacity(db, ownerId);
  if (capacity === undefined) throw forbidden(NOT_TEAM_OWNER_MESSAGE);
  const members = await db
    .select({
      userId: teamMembers.memberId,
      joinedAt: teamMembers.joinedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.memberId))
    .where(and(eq(teamMembers.ownerId, ownerId), isNull(teamMembers.removedAt)))
    .orderBy(teamMembers.joinedAt);
  const invitations = await db
    .select()
    .from(teamInvitations)
    .where(openInvitations(ownerId, now))
    .orderBy(teamInvitations.createdAt);
  const spent = await creditsSpentByActor(db, ownerId);
  return {
    maxAgents: capacity,
    seatsUsed: members.length + invitations.length,
    ownerCreditsSpent: spent.get(ownerId) ?? 0,
    members: members.map((member) => ({
      userId: member.userId,
      name: fullName(member),
      email: member.email,
      joinedAt: member.joinedAt.toISOString(),
      creditsSpent: spent.get(member.userId) ?? 0,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}
