/**
 * Contact messages, demo requests (spec 1 §2 "Contact page", §3 "Contact submission") and the
 * newsletter (spec 1 §5 "Newsletter"). Contact and demo submissions are stored and e-mailed to
 * the team address in one transaction.
 */
import type { ContactInput, DemoRequestInput } from '../../../shared/marketing/schemas';
import { newsletterTexts } from '../../../shared/marketing/schemas';
import type { AppContext } from '../../platform/context';
import { notify, templateContext } from '../../platform/email/notify';
import { AppError } from '../../platform/lib/app-error';
import * as repo from './marketing.repo';

/** Stores a contact-form message and queues `contactSubmissionTeam`, in one transaction. */
export async function submitContact(ctx: AppContext, input: ContactInput): Promise<void> {
  const companyName = input.companyName ?? '';
  await ctx.db.transaction(async (tx) => {
    await repo.insertContactSubmission(tx, {
      type: 'contact_form',
      fullName: input.fullName,
      workEmail: input.workEmail,
      companyName: companyName || null,
      message: input.message,
    });
    await notify(tx, templateContext(ctx.config), 'contactSubmissionTeam', {
      fullName: input.fullName,
      workEmail: input.workEmail,
      companyName,
      message: input.message,
    });
  });
}

/** Stores a demo request and queues `demoRequestTeam`, in one transaction. */
export async function requestDemo(ctx: AppContext, input: DemoRequestInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await repo.insertContactSubmission(tx, {
      type: 'demo_request',
      fullName: input.fullName || null,
      workEmail: input.workEmail || null,
      companyName: input.companyName || null,
    });
    await notify(tx, templateContext(ctx.config), 'demoRequestTeam', {
      fullName: input.fullName ?? '',
      workEmail: input.workEmail ?? '',
      companyName: input.companyName ?? '',
    });
  });
}

/**
 * Adds an address to the newsletter list; addresses are unique case-insensitively.
 * @throws AppError CONFLICT 'Already Subscribed!' / 'This email is already on our list. Stay tuned!'
 */
export async function subscribeNewsletter(ctx: AppContext, email: string): Promise<void> {
  if (!(await repo.insertNewsletterSignup(ctx.db, email))) {
    throw new AppError(
      'CONFLICT',
      newsletterTexts.duplicate.description,
      undefined,
      newsletterTexts.duplicate.title,
    );
  }
}
