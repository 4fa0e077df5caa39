import { useId } from 'react';
import { MailWarning } from 'lucide-react';
import { emailVerificationTexts } from '../../../../shared/auth/email-verification';
import type { SessionUser } from '../../../../shared/auth/schemas';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * The notice above a signed-in company's or candidate's pages until their e-mail address is
 * verified (issue #31 item 3; docs/decisions/065): where the link went, what waits for it, and
 * "Resend link". Loaded only for such a user (`EmailVerificationBannerSlot`).
 */
export function EmailVerificationBanner({ user }: { user: SessionUser }) {
  const headingId = useId();
  const waits =
    user.role === 'candidate'
      ? emailVerificationTexts.candidateWaits
      : emailVerificationTexts.companyWaits;
  return (
    <section aria-labelledby={headingId} className="border-b border-amber-300 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6">
        <div className="flex min-w-0 flex-1 gap-3 text-sm text-amber-950">
          <MailWarning className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold">
              {emailVerificationTexts.bannerTitle}
            </h2>
            <p className="mt-0.5">
              We sent a link to <strong className="font-semibold break-words">{user.email}</strong>.{' '}
              {waits}
            </p>
          </div>
        </div>
        <ResendVerificationButton
          className="ml-8 self-start border-amber-400 text-amber-950 hover:bg-amber-100 sm:ml-0 sm:self-center"
          // The banner goes once the session says verified: focus must not fall to the page's start.
          onAlreadyVerified={() => document.getElementById('main')?.focus()}
        />
      </div>
    </section>
  );
}
