/**
 * The e-mail a candidate gets when their profile is not approved (issue #35 part 5,
 * docs/decisions/078-a-scorecard-to-approve.md): it names the admin's reason category in kind
 * words, says what could change it, and never carries the admin's internal note.
 */
import { absoluteUrl, paths } from '../../../../shared/paths';
import type { RejectionReason } from '../../../../shared/admin/scorecard';
import { renderEmail, type RenderedEmail } from '../layout';

interface Context {
  appUrl: string;
  teamEmail: string;
}
type Template<P> = (payload: P, ctx: Context) => RenderedEmail;

export interface CandidateRejectedPayload {
  email: string;
  firstName: string;
  reason: RejectionReason;
}

/** Each reason category, kindly: what we saw, and what would let us look again. */
export const rejectionReasonKindly: Record<RejectionReason, string> = {
  not_enough_experience:
    'The companies hiring on WarmIntro right now are looking for more professional experience than your profile shows today. That is about timing, not about your potential: as your experience grows, we would be glad to see you apply again.',
  skills_outside_focus:
    'Your skills are outside what the companies here hire for at the moment, so we could not introduce you to the right people. That says nothing about the quality of your work — only about the fit with our companies today.',
  could_not_verify:
    'We could not verify the experience on your profile. A portfolio, work samples or a LinkedIn profile we can check usually settles it.',
  incomplete_profile:
    'Your profile is missing some of the details we need to introduce you well, such as your experience, skills or links to your work.',
};

export const candidateVettingTemplates = {
  candidateRejected: ((p, ctx) =>
    renderEmail({
      to: [p.email],
      subject: 'About your WarmIntro profile',
      heading: `Thank you for applying, ${p.firstName}`,
      blocks: [
        {
          p: 'Our team read your profile carefully, and we are not able to add it to the talent pool right now.',
        },
        { p: rejectionReasonKindly[p.reason] },
        {
          p:
            p.reason === 'could_not_verify' || p.reason === 'incomplete_profile'
              ? `Update your profile from your dashboard and write to us at ${ctx.teamEmail}: we will gladly take another look.`
              : `If something changes, write to us at ${ctx.teamEmail}: we will gladly take another look.`,
        },
        {
          button: {
            label: 'Open your dashboard',
            href: absoluteUrl(ctx.appUrl, paths.candidateDashboard.getHref()),
            secondary: true,
          },
        },
        { p: 'Thank you for your time, and all the best.' },
      ],
    })) as Template<CandidateRejectedPayload>,
};
