/**
 * The candidate profile page `/talent/{id}` (issue #15 "Candidate profile page"): everything the
 * feed card shows (spec 1 §2 "Talent feed", §3 "Talent") and more — the full bio, every skill and
 * their hourly rate. The kind of work they are open to is their availability (issue #30,
 * docs/decisions/056-one-availability-vocabulary.md). Contact details only for a company
 * whose intro the candidate has accepted (docs/decisions/013); absent otherwise.
 */
import { z } from 'zod';
import { vettedSummarySchema } from '../admin/scorecard';
import { candidateContactSchema } from '../intro-requests/schemas';
import { talentCardSchema } from '../talent-feed/schemas';
import { publicLinksSchema, publicWorkHistoryEntrySchema } from './work-history';

/** `GET /api/candidates/{id}` — public; 404 unless the candidate is approved. */
export const candidatePageSchema = talentCardSchema.extend({
  /** Whole US dollars per hour, or null. */
  hourlyRate: z.number().int().nullable(),
  /** When the candidate joined (ISO 8601). */
  memberSince: z.string(),
  /** Their jobs, in the order they arranged them (docs/decisions/080). */
  workHistory: z.array(publicWorkHistoryEntrySchema),
  /** Only the links the candidate chose to show before an intro (docs/decisions/080). */
  links: publicLinksSchema,
  /** Only for a company whose intro this candidate has accepted (docs/decisions/013). */
  contact: candidateContactSchema.optional(),
  /** For a signed-in company: why it cannot ask, and how to verify (docs/decisions/079). */
  introBlockedReason: z.string().nullable().optional(),
  /**
   * "Vetted by WarmIntro on {date}" and the criteria that passed, from the approving scorecard
   * (docs/decisions/078); null when the candidate was approved without one. Never ratings or notes.
   */
  vetted: vettedSummarySchema.nullable(),
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
