/**
 * A company's team (issue #33, docs/decisions/073): its members page, invitations (single-use
 * links that work for 7 days, resent with a new link, revoked), role changes, removal, leaving and
 * ownership transfer. The rules: there is always exactly one owner, who leaves only after handing
 * over; owners and admins manage members; seats follow the plan (`seatLimits`), counted at invite
 * (members and open invitations) and at accept (members); a removed member's sessions end at once
 * in every process (ADR 062) and their work stays with the company. Team changes of one company are
 * decided one at a time (`lockCompanyTeam`), across processes.
 */
import type { Db } from '../../../db/client';
import { absoluteUrl, paths } from '../../../shared/paths';
import {
  INVITATION_LIFETIME_MS,
  memberRoleLabels,
  seatLimits,
  teamTexts,
  type AcceptInvitationInput,
  type AssignableRole,
  type InvitationView,
  type InviteMemberInput,
  type MemberRole,
  type PendingInvitation,
  type Team,
  type TeamActivityEntry,
  type TeamMember,
  type TeamNotificationPreferences,
} from '../../../shared/companies/team';
import type { AppContext } from '../../platform/context';
import { notify, templateContext } from '../../platform/email/notify';
import { AppError } from '../../platform/lib/app-error';
import { isUniqueViolation } from '../../platform/lib/db-errors';
import { hashPassword } from '../../platform/lib/passwords';
import { hashToken, newToken } from '../../platform/lib/tokens';
import { streamTransaction } from '../../platform/stream-events.repo';
import {
  deleteUser,
  endAllSessions,
  findAccountByEmail,
  findAccountById,
  insertUser,
  startSession,
  type SessionClient,
} from '../auth';
import { insertEditLog } from '../audit';
import { deleteCompanyRow, findCompany } from './companies.repo';
import * as invitations from './invitations.repo';
import * as members from './members.repo';
import { insertTeamActivity, listTeamActivity, type TeamActivityKind } from './team-activity.repo';

/**
 * Records a team event in the team's activity and in the admin's audit log (issue #33 item 2:
 * "in the company's activity and in the admin's audit log"), under the member who acted, in the
 * caller's transaction.
 */
async function recordTeamEvent(tx: Db, entry: Parameters<typeof insertTeamActivity>[1]) {
  await insertTeamActivity(tx, entry);
  const company = await findCompany(tx, entry.companyId);
  if (!entry.actorId || !company) return;
  const role = entry.role ? ` as ${memberRoleLabels[entry.role]}` : '';
  await insertEditLog(tx, {
    adminId: entry.actorId,
    editedUserId: entry.companyId,
    userType: 'company',
    userName: company.companyName,
    changes: { [`team:${entry.kind}`]: { previous: null, new: `${entry.subject}${role}` } },
  });
}

/** Who acts on the team: the signed-in member. */
export interface TeamActor {
  userId: string;
  companyId: string;
  role: MemberRole;
}

const managers: MemberRole[] = ['owner', 'admin'];

function assertManager(actor: TeamActor) {
  if (!managers.includes(actor.role))
    throw new AppError('FORBIDDEN', teamTexts.companyRoleRequired('owner or admin'));
}

function toMember(m: members.MemberRow, viewerId: string): TeamMember {
  return {
    userId: m.userId,
    fullName: m.fullName,
    jobTitle: m.jobTitle,
    email: m.email,
    role: m.role,
    joinedAt: m.joinedAt.toISOString(),
    you: m.userId === viewerId,
  };
}

function toPending(
  row: { invitation: invitations.InvitationRow; invitedByName: string | null },
  now: Date,
): PendingInvitation {
  const i = row.invitation;
  return {
    id: i.id,
    email: i.email,
    role: i.role === 'admin' ? 'admin' : 'member',
    invitedByName: row.invitedByName ?? teamTexts.formerMember,
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    expired: i.expiresAt <= now,
  };
}

async function companyOf(db: Db, companyId: string) {
  const company = await findCompany(db, companyId);
  if (!company)
    throw new AppError('NOT_FOUND', 'Company data not found. Please try logging in again.');
  return company;
}

/** The seats used and allowed: members (and, at invite, open invitations) against the plan. */
async function seatsOf(db: Db, companyId: string, planTier: keyof typeof seatLimits, now: Date) {
  const used = await members.countMembers(db, companyId);
  const open = await invitations.countOpenInvitations(db, companyId, now);
  return { used, open, limit: seatLimits[planTier] };
}

/**
 * The members page: members (owner first), pending invitations, seats and what the reader may do.
 * @throws AppError NOT_FOUND when the company is gone.
 */
export async function getTeam(ctx: AppContext, actor: TeamActor): Promise<Team> {
  const now = ctx.now();
  const company = await companyOf(ctx.db, actor.companyId);
  const [list, pending, seats] = await Promise.all([
    members.listMembers(ctx.db, actor.companyId),
    invitations.listPendingInvitations(ctx.db, actor.companyId),
    seatsOf(ctx.db, actor.companyId, company.planTier, now),
  ]);
  const canManage = managers.includes(actor.role);
  return {
    companyName: company.companyName,
    members: list.map((m) => toMember(m, actor.userId)),
    invitations: pending.map((p) => toPending(p, now)),
    seats: { used: seats.used, limit: seats.limit },
    yourRole: actor.role,
    canManage,
    canInvite: canManage && (seats.limit === null || seats.used + seats.open < seats.limit),
  };
}

/** The company's pending invitations, oldest first (the admin's company view, issue #33 item 9). */
export async function listTeamInvitations(
  db: Db,
  companyId: string,
  now: Date,
): Promise<PendingInvitation[]> {
  return (await invitations.listPendingInvitations(db, companyId)).map((p) => toPending(p, now));
}

/** The team's latest events for the members page and the admin's company view (issue #33). */
export async function getTeamActivity(db: Db, companyId: string): Promise<TeamActivityEntry[]> {
  const rows = await listTeamActivity(db, companyId);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as TeamActivityKind,
    actorName: r.actorName,
    subject: r.subject,
    role: r.role,
    createdAt: r.createdAt.toISOString(),
  }));
}

async function actorName(db: Db, actor: TeamActor): Promise<string> {
  return (await members.findMember(db, actor.companyId, actor.userId))?.fullName ?? 'A teammate';
}

/** Refuses an address that cannot join `companyId`: a teammate, another company, a candidate. */
async function assertCanJoin(db: Db, email: string, companyId: string) {
  const account = await findAccountByEmail(db, email);
  if (!account) return undefined;
  if (account.role !== 'company') throw new AppError('CONFLICT', teamTexts.notCompanyAccount);
  if (account.companyId === companyId) throw new AppError('CONFLICT', teamTexts.alreadyMember);
  if (account.companyId) throw new AppError('CONFLICT', teamTexts.otherCompany);
  return account;
}

async function sendInvitationEmail(
  ctx: AppContext,
  tx: Db,
  invitation: { email: string; role: AssignableRole },
  companyName: string,
  invitedByName: string,
  token: string,
) {
  await notify(tx, templateContext(ctx.config), 'teamInvitation', {
    email: invitation.email,
    companyName,
    invitedByName,
    roleLabel: memberRoleLabels[invitation.role],
    joinUrl: absoluteUrl(ctx.config.APP_URL, paths.joinTeam.getHref(token)),
  });
}

/**
 * Invites `input.email` with a role: stores the invitation (its link's hash, 7 days), e-mails the
 * link and records it in the team's activity, all or nothing.
 * @returns the pending invitation.
 * @throws AppError FORBIDDEN for a member; CONFLICT (409) for a teammate's, another company's or a
 *   candidate's address or one already invited; SEATS_FULL (409) when members and open invitations
 *   fill the plan's seats.
 */
export async function inviteMember(
  ctx: AppContext,
  actor: TeamActor,
  input: InviteMemberInput,
): Promise<PendingInvitation> {
  assertManager(actor);
  const now = ctx.now();
  try {
    return await streamTransaction(ctx.db, async (tx) => {
      await members.lockCompanyTeam(tx, actor.companyId);
      const company = await companyOf(tx, actor.companyId);
      await assertCanJoin(tx, input.email, actor.companyId);
      const seats = await seatsOf(tx, actor.companyId, company.planTier, now);
      if (seats.limit !== null && seats.used + seats.open >= seats.limit)
        throw new AppError('SEATS_FULL', teamTexts.seatsFull(seats.limit));
      const token = newToken();
      const invitation = await invitations.insertInvitation(tx, {
        companyId: actor.companyId,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: actor.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      });
      const name = await actorName(tx, actor);
      await sendInvitationEmail(ctx, tx, input, company.companyName, name, token);
      await recordTeamEvent(tx, {
        companyId: actor.companyId,
        kind: 'invited',
        actorId: actor.userId,
        actorName: name,
        subject: input.email,
        role: input.role,
        createdAt: now,
      });
      return toPending({ invitation, invitedByName: name }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', teamTexts.alreadyInvited);
    throw error;
  }
}

async function pendingInvitation(db: Db, actor: TeamActor, id: string) {
  const invitation = await invitations.findPendingInvitation(db, actor.companyId, id);
  if (!invitation) throw new AppError('NOT_FOUND', teamTexts.invitationNotFound);
  return invitation;
}

/**
 * Sends a pending invitation again with a new link and a new 7 days; the old link stops working.
 * @throws AppError FORBIDDEN for a member; NOT_FOUND for an unknown, used or revoked invitation.
 */
export async function resendInvitation(
  ctx: AppContext,
  actor: TeamActor,
  id: string,
): Promise<PendingInvitation> {
  assertManager(actor);
  const now = ctx.now();
  return streamTransaction(ctx.db, async (tx) => {
    const before = await pendingInvitation(tx, actor, id);
    const company = await companyOf(tx, actor.companyId);
    const token = newToken();
    const invitation = await invitations.renewInvitation(tx, before.id, {
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
    });
    const name = await actorName(tx, actor);
    const role = invitation.role === 'admin' ? 'admin' : 'member';
    await sendInvitationEmail(
      ctx,
      tx,
      { email: invitation.email, role },
      company.companyName,
      name,
      token,
    );
    await recordTeamEvent(tx, {
      companyId: actor.companyId,
      kind: 'invitation_resent',
      actorId: actor.userId,
      actorName: name,
      subject: invitation.email,
      role,
      createdAt: now,
    });
    return toPending({ invitation, invitedByName: name }, now);
  });
}

/**
 * Revokes a pending invitation: its link stops working at once.
 * @throws AppError FORBIDDEN for a member; NOT_FOUND for an unknown, used or revoked invitation.
 */
export async function revokeInvitation(ctx: AppContext, actor: TeamActor, id: string) {
  assertManager(actor);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const invitation = await pendingInvitation(tx, actor, id);
    await invitations.revokeInvitation(tx, invitation.id, now);
    await recordTeamEvent(tx, {
      companyId: actor.companyId,
      kind: 'invitation_revoked',
      actorId: actor.userId,
      actorName: await actorName(tx, actor),
      subject: invitation.email,
      createdAt: now,
    });
  });
}

/** A teammate the actor may act on: on the team, not the actor, not the owner. */
async function otherMember(db: Db, actor: TeamActor, userId: string) {
  const member = await members.findMember(db, actor.companyId, userId);
  if (!member) throw new AppError('NOT_FOUND', teamTexts.notAMember);
  if (member.role === 'owner') throw new AppError('CONFLICT', teamTexts.ownerCannotBeRemoved);
  if (member.userId === actor.userId)
    throw new AppError('CONFLICT', 'You cannot change your own role or remove yourself here.');
  return member;
}

/**
 * Gives a teammate another role (admin or member; ownership moves only by transfer).
 * @throws AppError FORBIDDEN for a member; NOT_FOUND for someone not on the team; CONFLICT for the
 *   owner or yourself.
 */
export async function changeMemberRole(
  ctx: AppContext,
  actor: TeamActor,
  userId: string,
  role: AssignableRole,
): Promise<TeamMember> {
  assertManager(actor);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await members.lockCompanyTeam(tx, actor.companyId);
    const member = await otherMember(tx, actor, userId);
    await members.setMemberRole(tx, actor.companyId, userId, role);
    await recordTeamEvent(tx, {
      companyId: actor.companyId,
      kind: 'role_changed',
      actorId: actor.userId,
      actorName: await actorName(tx, actor),
      subject: member.fullName,
      role,
      createdAt: now,
    });
    return toMember({ ...member, role }, actor.userId);
  });
}

/**
 * Removes a teammate: the membership ends (its row stays, so their work reads "former member"),
 * and every session of theirs ends at once, in every process (ADR 062).
 * @throws AppError FORBIDDEN for a member; NOT_FOUND for someone not on the team; CONFLICT for the
 *   owner or yourself.
 */
export async function removeMember(ctx: AppContext, actor: TeamActor, userId: string) {
  assertManager(actor);
  const now = ctx.now();
  await streamTransaction(ctx.db, async (tx) => {
    await members.lockCompanyTeam(tx, actor.companyId);
    const member = await otherMember(tx, actor, userId);
    await members.removeMember(tx, actor.companyId, userId, now);
    await endAllSessions(tx, userId);
    await recordTeamEvent(tx, {
      companyId: actor.companyId,
      kind: 'removed',
      actorId: actor.userId,
      actorName: await actorName(tx, actor),
      subject: member.fullName,
      createdAt: now,
    });
  });
}

/**
 * The actor leaves the company: their membership and every session end.
 * @throws AppError CONFLICT for the owner, who must transfer ownership first.
 */
export async function leaveCompany(ctx: AppContext, actor: TeamActor) {
  const now = ctx.now();
  await streamTransaction(ctx.db, async (tx) => {
    await members.lockCompanyTeam(tx, actor.companyId);
    const me = await members.findMember(tx, actor.companyId, actor.userId);
    if (!me) throw new AppError('NO_COMPANY', teamTexts.noCompany);
    if (me.role === 'owner') throw new AppError('CONFLICT', teamTexts.ownerCannotLeave);
    await members.removeMember(tx, actor.companyId, actor.userId, now);
    await endAllSessions(tx, actor.userId);
    await recordTeamEvent(tx, {
      companyId: actor.companyId,
      kind: 'left',
      actorId: actor.userId,
      actorName: me.fullName,
      subject: me.fullName,
      createdAt: now,
    });
  });
}

/**
 * Hands the company to a teammate: they become the owner and the actor an admin, in one
 * transaction (there is exactly one owner before and after).
 * @throws AppError FORBIDDEN unless the actor is the owner; NOT_FOUND for someone not on the team;
 *   CONFLICT for yourself.
 */
export async function transferOwnership(
  ctx: AppContext,
  actor: TeamActor,
  userId: string,
): Promise<Team> {
  if (actor.role !== 'owner')
    throw new AppError('FORBIDDEN', teamTexts.companyRoleRequired('owner'));
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await members.lockCompanyTeam(tx, actor.companyId);
    const target = await otherMember(tx, actor, userId);
    await members.setMemberRole(tx, actor.companyId, actor.userId, 'admin');
    await members.setMemberRole(tx, actor.companyId, userId, 'owner');
    await recordTeamEvent(tx, {
      companyId: actor.companyId,
      kind: 'ownership_transferred',
      actorId: actor.userId,
      actorName: await actorName(tx, actor),
      subject: target.fullName,
      role: 'owner',
      createdAt: now,
    });
  });
  return getTeam(ctx, { ...actor, role: 'admin' });
}

type InvitationStatus = InvitationView['status'];

function statusOf(i: invitations.InvitationRow, now: Date): InvitationStatus {
  if (i.acceptedAt) return 'accepted';
  if (i.revokedAt) return 'revoked';
  if (i.expiresAt <= now) return 'expired';
  return 'open';
}

const closedTexts: Record<Exclude<InvitationStatus, 'open'>, string> = {
  accepted: teamTexts.invitationUsed,
  revoked: teamTexts.invitationRevokedLink,
  expired: teamTexts.invitationExpired,
};

/**
 * What the join page shows for a link (issue #33 item 9).
 * @throws AppError NOT_FOUND 'Invitation not found.' for an unknown link.
 */
export async function viewInvitation(ctx: AppContext, token: string): Promise<InvitationView> {
  const row = await invitations.findInvitationByTokenHash(ctx.db, hashToken(token));
  if (!row) throw new AppError('NOT_FOUND', teamTexts.invitationNotFound);
  const account = await findAccountByEmail(ctx.db, row.invitation.email);
  return {
    status: statusOf(row.invitation, ctx.now()),
    companyName: row.companyName,
    email: row.invitation.email,
    role: row.invitation.role === 'admin' ? 'admin' : 'member',
    invitedByName: row.invitedByName ?? teamTexts.formerMember,
    accountExists: account !== undefined,
  };
}

/**
 * Accepts an invitation (issue #33 item 2): a new address becomes an account (its address proven
 * by the link) with a session; an existing company account that belongs to no company must be
 * signed in and joins. Seats are counted again, under the company's lock; the link is used up and
 * the join recorded in the team's activity, all or nothing.
 * @param viewerId the signed-in user, or null.
 * @returns where the app goes next and, for a new account, the session to set.
 * @throws AppError NOT_FOUND for an unknown link; CONFLICT (409) for a used, revoked or expired
 *   link, an address of another company or of a candidate, or an existing account that is not
 *   the one signed in; SEATS_FULL when the plan's seats are taken; VALIDATION_FAILED for a new
 *   account without name, title or password.
 */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  input: AcceptInvitationInput,
  viewerId: string | null,
  client?: SessionClient,
) {
  const now = ctx.now();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return streamTransaction(ctx.db, async (tx) => {
    const found = await invitations.findInvitationByTokenHash(tx, hashToken(token), { lock: true });
    if (!found) throw new AppError('NOT_FOUND', teamTexts.invitationNotFound);
    const { invitation } = found;
    const status = statusOf(invitation, now);
    if (status !== 'open') throw new AppError('CONFLICT', closedTexts[status]);
    await members.lockCompanyTeam(tx, invitation.companyId);
    const existing = await assertCanJoin(tx, invitation.email, invitation.companyId);
    if (existing && existing.id !== viewerId)
      throw new AppError(
        'CONFLICT',
        viewerId ? teamTexts.invitationWrongAccount(invitation.email) : teamTexts.invitationLogIn,
      );
    const company = await companyOf(tx, invitation.companyId);
    const limit = seatLimits[company.planTier];
    if (limit !== null && (await members.countMembers(tx, invitation.companyId)) >= limit)
      throw new AppError('SEATS_FULL', teamTexts.seatsFull(limit));
    let userId = existing?.id;
    const fullName = input.fullName ?? existing?.companyContactName ?? invitation.email;
    if (!userId) {
      const missing: Record<string, string> = {};
      if (!input.fullName) missing.fullName = 'Full Name is required.';
      if (!input.jobTitle) missing.jobTitle = 'Job Title is required.';
      if (!passwordHash) missing.password = 'Password is required.';
      if (Object.keys(missing).length > 0)
        throw new AppError('VALIDATION_FAILED', Object.values(missing)[0]!, missing);
      userId = await insertUser(tx, {
        email: invitation.email,
        passwordHash: passwordHash!,
        role: 'company',
        emailVerifiedAt: now,
      });
    }
    await members.insertMember(tx, {
      companyId: invitation.companyId,
      userId,
      role: invitation.role === 'admin' ? 'admin' : 'member',
      fullName,
      jobTitle: input.jobTitle ?? '',
    });
    await invitations.markInvitationAccepted(tx, invitation.id, userId, now);
    await recordTeamEvent(tx, {
      companyId: invitation.companyId,
      kind: 'joined',
      actorId: userId,
      actorName: fullName,
      subject: fullName,
      role: invitation.role,
      createdAt: now,
    });
    const session = existing
      ? null
      : await startSession(tx, (await findAccountById(tx, userId))!, { atSignup: true, client });
    return {
      redirectTo: paths.dashboard.getHref(),
      companyName: company.companyName,
      session,
    };
  });
}

/**
 * Deletes the company with its team, once its owner's account is gone (issue #33 item 3: the
 * owner deletes the company): every remaining member's account, then the company row, in `tx`.
 */
export async function deleteCompanyAndTeam(tx: Db, companyId: string): Promise<void> {
  for (const userId of await members.memberUserIds(tx, companyId)) await deleteUser(tx, userId);
  await deleteCompanyRow(tx, companyId);
}

/**
 * The member's choice of company e-mails and notifications (issue #33 item 7).
 * @throws AppError NO_COMPANY when they are no longer on the team.
 */
export async function getNotificationPreferences(
  db: Db,
  actor: TeamActor,
): Promise<TeamNotificationPreferences> {
  const row = await members.findNotificationScopes(db, actor.companyId, actor.userId);
  if (!row) throw new AppError('NO_COMPANY', teamTexts.noCompany);
  return row as TeamNotificationPreferences;
}

/** Saves the member's choice (issue #33 item 7). @throws AppError NO_COMPANY as above. */
export async function setNotificationPreferences(
  db: Db,
  actor: TeamActor,
  input: TeamNotificationPreferences,
): Promise<TeamNotificationPreferences> {
  await getNotificationPreferences(db, actor);
  await members.setNotificationScopes(db, actor.companyId, actor.userId, input);
  return input;
}
