/**
 * E-mail verification (issue #31 item 3; docs/decisions/065-email-verification.md): the banner,
 * the link's page, the resend answer and the refusal of what waits for a verified address. Plain
 * TypeScript, no zod; apart from `constants.ts` so that no page's first load carries these texts
 * (issue #29 budget: the login and signup pages load `constants.ts` at once).
 */
export const emailVerificationTexts = {
  bannerTitle: 'Verify your e-mail address',
  /** The banner's line for a company, after "We sent a link to {email}." */
  companyWaits:
    'Until you open it, you can set up your account, but not send intro requests, messages or gig proposals.',
  /** The banner's line for a candidate, after "We sent a link to {email}." */
  candidateWaits: 'We can approve your profile and show it to companies once you have opened it.',
  resend: 'Resend link',
  sentTitle: 'Verification link sent',
  /** A resend's answer: the address is in the banner already. */
  sent: 'We sent a new link. It works once, for 24 hours.',
  alreadyVerified: 'Your e-mail address is already verified.',
  /** The verify page's heading once the link worked, and the toast title of a resend's 409. */
  verifiedTitle: 'E-mail Verified',
  verifying: 'Verifying your e-mail address…',
  verified: 'Your e-mail address is verified.',
  invalidLink: 'This verification link is invalid or has expired.',
  /** The 403 title and detail for an intro request, message or gig proposal before verifying. */
  requiredTitle: 'E-mail Not Verified',
  required:
    'Verify your e-mail address first: open the link we sent you, or ask for a new one from the banner.',
  /** An admin's approval of a candidate who has not verified yet (409). */
  approvalWaits: 'This candidate has not verified their e-mail address yet.',
} as const;

/** How long an e-mail verification link works (issue #31: 24 h). */
export const EMAIL_VERIFICATION_LINK_HOURS = 24;
