/**
 * "Download my data" (issues #3 and #5): everything stored about a company or a candidate, as one
 * JSON document, gathered from each module's own export — profile, intro requests and gigs,
 * e-mails, conversations, notifications, and how the account signs in (docs/decisions/067, 068).
 */
import type { Db } from '../../../db/client';
import { listEmailsTo } from '../../email/outbox.repo';
import type { AppContext } from '../../platform/context';
import { exportSignIn } from '../auth/sign-in-export.service';
import { getCandidateProfile } from '../candidates/candidates.service';
import { getCompanyProfile, getPreferences } from '../companies/companies.service';
import * as repo from '../companies/companies.repo';
import { exportConversations } from '../conversations/conversations.service';
import * as gigsRepo from '../intros/gigs.repo';
import * as introRepo from '../intros/intro-requests.repo';
import { candidateQuickStats } from '../intros/contact-access.service';
import { exportNotifications } from '../notifications/notifications.service';

/**
 * Everything stored about the candidate (issue #5 "download my data"); the résumé by link, and how
 * the account signs in (`signIn`, docs/decisions/067, 068).
 */
export async function exportCandidateData(ctx: AppContext, id: string) {
  const profile = await getCandidateProfile(ctx.db, id, candidateQuickStats);
  const [intros, proposedGigs, emails, conversations, notifications, signIn] = await Promise.all([
    introRepo.listAllOf(ctx.db, { candidateId: id }),
    gigsRepo.listAllOf(ctx.db, { candidateId: id }),
    listEmailsTo(ctx.db, profile.email),
    exportConversations(ctx.db, id),
    exportNotifications(ctx.db, id),
    exportSignIn(ctx.db, id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      ...profile,
      resume: profile.resume
        ? { ...profile.resume, url: `${ctx.config.APP_URL}${profile.resume.url}` }
        : null,
    },
    introRequests: intros.map(({ responseTokenHash: _hidden, ...rest }) => rest),
    gigs: proposedGigs,
    emails,
    conversations,
    notifications,
    signIn,
  };
}

/** Everything stored about the company, as one JSON document (issue #3 "download my data"). */
export async function exportCompanyData(db: Db, companyId: string) {
  const company = await getCompanyProfile(db, companyId);
  const [preferences, intros, companyGigs, usage, emails, conversations, notifications, signIn] =
    await Promise.all([
      getPreferences(db, companyId),
      introRepo.listAllOf(db, { companyId }),
      gigsRepo.listAllOf(db, { companyId }),
      repo.listPlanUsage(db, companyId),
      listEmailsTo(db, company.workEmail),
      exportConversations(db, companyId),
      exportNotifications(db, companyId),
      exportSignIn(db, companyId),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    account: company,
    preferences,
    introRequests: intros.map(({ responseTokenHash: _hidden, ...rest }) => rest),
    gigs: companyGigs,
    planUsage: usage,
    emails,
    conversations,
    notifications,
    signIn,
  };
}
