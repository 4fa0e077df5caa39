/**
 * The candidate profile page `/talent/{id}` (issue #15 "Candidate profile page"): everything the
 * feed card shows (spec 1 §2 "Talent feed", §3 "Talent") and more — the full bio, every skill,
 * the kind of work they are open to and their hourly rate. Contact details only for a company
 * whose intro the candidate has accepted (docs/decisions/013); absent otherwise.
 */
import { z } from 'zod';
import { candidateContactSchema } from '../intro-requests/schemas';
import { talentCardSchema } from '../talent-feed/schemas';
import { availabilityOptions } from './schemas';

/** How each work-type availability reads on the profile ('full-time' → 'Full-time'). */
export const workTypeLabels: Record<(typeof availabilityOptions)[number], string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
};

/**
 * The kind of work the candidate is open to: their availability when it names a kind of work
 * (spec 2 §3 options 'full-time', 'part-time', 'contract'), else null (a timing such as
 * 'Available Now' says when, not what).
 */
export function workTypeOf(availability: string): string | null {
  const key = availability.trim().toLowerCase() as (typeof availabilityOptions)[number];
  return workTypeLabels[key] ?? null;
}

/** `GET /api/candidates/{id}` — public; 404 unless the candidate is approved. */
export const candidatePageSchema = talentCardSchema.extend({
  /** 'Full-time', 'Part-time', 'Contract', or null when the availability is a timing. */
  workType: z.string().nullable(),
  /** Whole US dollars per hour, or null. */
  hourlyRate: z.number().int().nullable(),
  /** When the candidate joined (ISO 8601). */
  memberSince: z.string(),
  /** Only for a company whose intro this candidate has accepted (docs/decisions/013). */
  contact: candidateContactSchema.optional(),
});
export type CandidatePage = z.infer<typeof candidatePageSchema>;

/** The page's `<title>`, description and Open Graph texts (issue #15 "Good for sharing"). */
export interface CandidatePageHead {
  title: string;
  description: string;
}

/** Title and description of a profile page, the same in the browser and in the served HTML. */
export function candidatePageHead(p: {
  name: string;
  role: string;
  location: string;
  experience: string;
  bio: string | null;
}): CandidatePageHead {
  const summary = `${p.name} — ${p.role} · ${p.location} · ${p.experience} of experience.`;
  const bio = p.bio?.replace(/\s+/g, ' ').trim();
  const description = bio ? `${summary} ${bio}` : `${summary} Pre-vetted on WarmIntro.`;
  return {
    title: `${p.name}, ${p.role} | WarmIntro`,
    description: description.length > 200 ? `${description.slice(0, 199)}…` : description,
  };
}
