/**
 * "Download my data" (issues #3 and #5): everything stored about a company or a candidate, as one
 * JSON document, gathered from each module's own export — profile, intro requests and gigs,
 * e-mails, conversations, notifications, and how the account signs in (docs/decisions/067, 068).
 */
import type { Db } from '../../../db/client';
import { listEmailsTo } from '../../platform/email/outbox.repo';
import type { AppContext } from '../../platform/context';
import { exportSignIn } from '../auth';
import { getCandidateProfile } from '../candidates';
import { getCompanyProfile, getPreferences } from '../companies';
import * as repo from '../companies';
import { exportConversations } from '../conversations';
import { candidateQuickStats, exportIntros } from '../intros';
import { exportPipeline } from '../pipeline';
import { exportNotifications } from '../notifications';

/**
 * Everything stored about the candidate (issue #5 "download my data"); the résumé by link, and how
 * the account signs in (`signIn`, docs/decisions/067, 068).
 */
export async function exportCandidateData(ctx: AppContext, id: string) {
  const profile = await getCandidateProfile(ctx.db, id, candidateQuickStats);
  const [intros, emails, conversations, notifications, signIn] = await Promise.all([
    exportIntros(ctx.db, { candidateId: id }),
    listEmailsTo(ctx.db, profile.email),
    exportConversations(ctx.db, { userId: id, companyId: null }),
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
    ...intros,
    emails,
    conversations,
    notifications,
    signIn,
  };
}

/** Everything stored about the company, as one JSON document (issue #3 "download my data"). */
export async function exportCompanyData(db: Db, companyId: string, userId: string) {
  const company = await getCompanyProfile(db, companyId);
  const [preferences, intros, usage, emails, conversations, notifications, signIn, pipeline] =
    await Promise.all([
      getPreferences(db, companyId),
      exportIntros(db, { companyId }),
      repo.listPlanUsage(db, companyId),
      listEmailsTo(db, company.workEmail),
      exportConversations(db, { userId, companyId }),
      exportNotifications(db, userId),
      exportSignIn(db, userId),
      exportPipeline(db, companyId),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    account: company,
    preferences,
    ...intros,
    planUsage: usage,
    emails,
    conversations,
    notifications,
    signIn,
    /** The team's lists, notes and hand-set stages (issue #34 item 2). */
    pipeline,
  };
}
