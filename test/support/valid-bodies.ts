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
