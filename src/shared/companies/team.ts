/**
 * A company's team (issue #33, docs/decisions/073): its members and their roles, the invitations
 * an owner or admin sends, the seats each plan allows, and the join page's payloads. Shared by the
 * server's `companies` module and the web's members and join pages.
 */
import { z } from 'zod';
import { passwordSchema } from '../auth/schemas';
import { email, requiredName } from '../http/text';
import { companyMessages, type PlanTier } from './constants';

/** Who a member is in the company, from most to least rights (issue #33 item 3). */
export const memberRoles = ['owner', 'admin', 'member'] as const;
export type MemberRole = (typeof memberRoles)[number];
/** The roles an invitation or a role change may give: ownership only moves by transfer. */
export const assignableRoles = ['admin', 'member'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

export const memberRoleLabels: Record<MemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

/** What each role may do, as the members page explains it (issue #33 item 3). */
export const memberRoleDescriptions: Record<MemberRole, string> = {
  owner: 'Billing and plan, members, company profile; can delete the company',
  admin: 'Members and company profile, plus all hiring work',
  member: 'Hiring work: talent, intros, meetings, gigs and messages',
};

/** Seats per plan (issue #33 item 5); null is no limit. */
export const seatLimits: Record<PlanTier, number | null> = { free: 2, pro: 10, enterprise: null };

/** How long an invitation link works: 7 days (issue #33 item 2), in milliseconds. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The texts of the team's screens and answers (issue #33). */
export const teamTexts = {
  title: 'Team',
  seatsUsed: (used: number, limit: number | null) =>
    limit === null ? `${used} seats used (no limit)` : `${used} of ${limit} seats used`,
  seatsFull: (limit: number) =>
    `All ${limit} seats on your plan are taken. Upgrade your plan or remove a member to invite someone new.`,
  seatsOver: (used: number, limit: number) =>
    `Your team has ${used} members and your plan has ${limit} seats: everyone stays, but you cannot invite anyone new until a seat is free.`,
  alreadyMember: 'This person is already on your team.',
  otherCompany:
    'This e-mail address already belongs to another company on WarmIntro, so it cannot join yours.',
  notCompanyAccount:
    'This e-mail address belongs to a candidate or admin account on WarmIntro, so it cannot join a company.',
  alreadyInvited: 'An invitation to this address is already pending. Resend it instead.',
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  invitationResent: (email: string) => `Invitation sent again to ${email}.`,
  invitationRevoked: 'Invitation revoked.',
  invitationNotFound: 'Invitation not found.',
  invitationExpired: 'This invitation has expired. Ask your teammate to send a new one.',
  invitationRevokedLink: 'This invitation was revoked. Ask your teammate to send a new one.',
  invitationUsed: 'This invitation has already been used. Log in to continue.',
  invitationLogIn:
    'An account with this e-mail address exists. Log in with it to accept the invitation.',
  invitationWrongAccount: (invited: string) =>
    `This invitation is for ${invited}. Log out and open the link again, or log in as ${invited}.`,
  joined: (companyName: string) => `Welcome to ${companyName} on WarmIntro.`,
  roleChanged: 'Role updated.',
  memberRemoved: 'Member removed.',
  ownershipTransferred: (name: string) => `${name} is now the owner.`,
  ownerCannotLeave: 'Transfer ownership to a teammate before you leave the company.',
  ownerCannotBeRemoved: 'The owner cannot be removed. Transfer ownership first.',
  ownerRoleByTransfer: 'Ownership moves only by transfer.',
  notAMember: 'This person is not on your team.',
  leftCompany: 'You have left the company.',
  noCompany:
    'You are no longer a member of a company on WarmIntro. Ask a teammate for a new invitation.',
  companyRoleRequired: (roles: string) => `Only the company's ${roles} can do this.`,
  formerMember: 'former member',
} as const;

/** `POST /api/company/invitations` — invite by e-mail with a role (issue #33 item 2). */
export const inviteMemberSchema = z.object({
  email: email({ required: 'E-mail is required.', invalid: 'E-mail is invalid.' }),
  role: z.enum(assignableRoles, { error: 'Please choose a role.' }),
});
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

/** `PATCH /api/company/members/:userId` — a new role for a member (not ownership). */
export const changeMemberRoleSchema = z.object({
  role: z.enum(assignableRoles, { error: 'Please choose a role.' }),
});
export type ChangeMemberRoleInput = z.infer<typeof changeMemberRoleSchema>;

/** `POST /api/company/transfer-ownership` — the teammate who becomes owner. */
export const transferOwnershipSchema = z.object({
  userId: z.uuid({ error: 'Please choose a teammate.' }),
});

/** One member as the members page lists them. */
export const teamMemberSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  jobTitle: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  joinedAt: z.string(),
  /** The member reading the page. */
  you: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** One pending invitation as the members page lists it. */
export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(assignableRoles),
  invitedByName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Past its 7 days: it no longer works, but may be resent. */
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** `GET /api/company/members` — the members page. */
export const teamSchema = z.object({
  companyName: z.string(),
  members: z.array(teamMemberSchema),
  invitations: z.array(pendingInvitationSchema),
  seats: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
  /** The reader's role; the page offers the actions `canManage` allows. */
  yourRole: z.enum(memberRoles),
  /** Owner or admin: may invite, resend, revoke, change roles and remove. */
  canManage: z.boolean(),
  /** False when the plan's seats are all taken (new invitations are refused). */
  canInvite: z.boolean(),
});
export type Team = z.infer<typeof teamSchema>;

/** `GET /api/invitations/:token` — what the join page shows before accepting. */
export const invitationViewSchema = z.object({
  status: z.enum(['open', 'expired', 'revoked', 'accepted']),
  companyName: z.string(),
  email: z.string(),
  role: z.enum(assignableRoles),
  invitedByName: z.string(),
  /** An account with the invited address exists: the page asks to log in instead of signing up. */
  accountExists: z.boolean(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/**
 * `POST /api/invitations/:token/accept` — a new account's name, title and password; an existing
 * account (signed in with the invited address) sends `{}`.
 */
export const acceptInvitationSchema = z.object({
  fullName: requiredName(companyMessages.fullNameRequired, 'Full Name', 200).optional(),
  jobTitle: requiredName('Job Title is required.', 'Job Title', 120).optional(),
  password: passwordSchema.optional(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** The answer to an accepted invitation: where the app goes next. */
export const acceptedInvitationSchema = z.object({ redirectTo: z.string() });

/**
 * Which company e-mails and notifications a member gets (issue #33 item 7): about their own work
 * only (the default: answers to requests they made, messages in conversations they took part
 * in), about all of the company's, or none.
 */
export const notificationScopes = ['mine', 'all', 'none'] as const;
export type NotificationScope = (typeof notificationScopes)[number];

export const notificationScopeLabels = {
  answers: {
    mine: 'Only requests I made',
    all: "All of the company's requests",
    none: 'None',
  },
  messages: {
    mine: 'Only conversations I took part in',
    all: "All of the company's conversations",
    none: 'None',
  },
} as const satisfies Record<string, Record<NotificationScope, string>>;

/** `GET`/`PUT /api/company/notification-preferences`. */
export const teamNotificationPreferencesSchema = z.object({
  /** Candidates' answers to intro requests, calls booked or cancelled, gig answers. */
  answers: z.enum(notificationScopes, { error: 'Please choose which answers you hear about.' }),
  /** New messages from candidates. */
  messages: z.enum(notificationScopes, { error: 'Please choose which messages you hear about.' }),
});
export type TeamNotificationPreferences = z.infer<typeof teamNotificationPreferencesSchema>;

/** One entry of the team's activity (members page, admin's company view). */
export const teamActivityEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum([
    'invited',
    'invitation_resent',
    'invitation_revoked',
    'joined',
    'role_changed',
    'removed',
    'left',
    'ownership_transferred',
  ]),
  actorName: z.string(),
  subject: z.string(),
  role: z.enum(memberRoles).nullable(),
  createdAt: z.string(),
});
export type TeamActivityEntry = z.infer<typeof teamActivityEntrySchema>;

/** How an activity entry reads: "Ada invited dana@acme.example as Member". */
export function teamActivityText(e: TeamActivityEntry): string {
  const role = e.role ? memberRoleLabels[e.role] : '';
  switch (e.kind) {
    case 'invited':
      return `${e.actorName} invited ${e.subject} as ${role}`;
    case 'invitation_resent':
      return `${e.actorName} sent the invitation to ${e.subject} again`;
    case 'invitation_revoked':
      return `${e.actorName} revoked the invitation to ${e.subject}`;
    case 'joined':
      return `${e.subject} joined as ${role}`;
    case 'role_changed':
      return `${e.actorName} made ${e.subject} ${role === 'Admin' ? 'an' : 'a'} ${role}`;
    case 'removed':
      return `${e.actorName} removed ${e.subject}`;
    case 'left':
      return `${e.subject} left the company`;
    case 'ownership_transferred':
      return `${e.actorName} made ${e.subject} the owner`;
  }
}

/** `GET /api/admin/companies/:id/team` — the admin's view of a company's team (issue #33 item 9). */
export const adminCompanyTeamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(pendingInvitationSchema),
  activity: z.array(teamActivityEntrySchema),
});
export type AdminCompanyTeam = z.infer<typeof adminCompanyTeamSchema>;
