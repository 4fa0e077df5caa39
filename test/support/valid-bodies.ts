/**
 * Valid request bodies with the spec's options, shared by the malformed-input tests: the starting
 * point that one bad field is put into, or that generated mutations change.
 */
import { isoDate } from '../../src/shared/gigs/schemas';

let serial = 0;
/** A short unique suffix for e-mail addresses and names. */
export const unique = () => `${Date.now().toString(36)}-${(serial++).toString(36)}`;

/** `POST /api/candidates` (spec 2 §5 "Candidate signup"), with a fresh e-mail each call. */
export const candidateSignupBody = () => ({
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: `rosa-${unique()}@example.com`,
  password: 'rosa-secret-1',
  confirmPassword: 'rosa-secret-1',
  role: 'Security Engineer',
  experienceYears: '6',
  skills: 'Go, Rust, Kubernetes',
  locationType: 'Hybrid (City)',
  city: 'Lisbon',
  availability: 'contract',
  availabilityDate: '2027-01-15',
  calendarUrl: 'https://cal.com/rosa',
  portfolioUrl: 'https://rosa.example',
  linkedinUrl: 'https://www.linkedin.com/in/rosadiaz',
  salaryRange: '$100k – $150k',
  bio: 'Breaks things safely.',
  consent: 'true',
});

/** `PATCH /api/candidates/me`: the signup's profile fields. */
export const candidateProfileBody = () => {
  const {
    email: _e,
    password: _p,
    confirmPassword: _c,
    consent: _k,
    ...profile
  } = candidateSignupBody();
  return profile;
};

/** `POST /api/gigs` (spec 2 §5 "Gig form"), starting in three days. */
export const gigFormBody = () => ({
  title: 'Build a pricing page experiment',
  roleCategory: 'Engineering',
  description: 'Ship an A/B test of our pricing page with two variants and analytics events wired.',
  deliverables: 'Two variants live, events in the dashboard, a short write-up.',
  estimatedDuration: '1 week',
  budgetRange: '$500–$1,000',
  startDate: isoDate(3),
});

/** `POST /api/contact` (spec 1 §5 "Contact form"). */
export const contactBody = () => ({
  fullName: 'Ada Lovelace',
  workEmail: 'ada@acme.example',
  companyName: 'Acme',
  message: 'We would like a demo.',
});

/**
 * `POST /api/admin/candidates/{id}/approve` (docs/decisions/078): a scorecard with every criterion
 * rated and noted. By default technical depth, communication and seniority pass (3–4) and
 * references do not (2), so a test can tell the passed criteria from the others.
 */
export const approveBody = () => ({
  criteria: {
    technicalDepth: { rating: 4, note: 'Deep systems knowledge in the take-home review.' },
    communication: { rating: 3, note: 'Clear and structured on the screening call.' },
    seniorityMatches: { rating: 3, note: 'Six years matches the projects described.' },
    referencesChecked: { rating: 2, note: 'One reference did not answer yet.' },
  },
  decision: 'approve' as const,
});

/** `POST /api/admin/candidates/{id}/reject` (docs/decisions/078): a reason category and a note. */
export const rejectBody = () => ({
  reason: 'could_not_verify' as const,
  note: 'LinkedIn profile does not exist.',
});
