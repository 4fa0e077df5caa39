/**
 * "Who may see me" (issue #35 part 2, docs/decisions/081): a candidate's visibility, their current
 * employer (from work history, docs/decisions/080) and the companies they block — the requests and
 * answers of `/api/candidates/me/privacy`, `/visibility`, `/blocks` and `/company-search`, and the
 * texts of the dashboard's Privacy card. Shared by the server and the web.
 */
import { z } from 'zod';
import { text } from '../http/text';
import { companyDomainKey, companyNameKey } from './company-match';
import { candidateVisibilityOptions } from './constants';

/** A candidate may block at most this many companies. */
export const BLOCKS_MAX = 50;
/** The longest name or domain a candidate may type. */
export const BLOCK_TEXT_MAX = 253;

/** The Privacy card's texts and the answers' messages. */
export const privacyTexts = {
  cardTitle: 'Privacy',
  cardDescription: 'Choose who may see your profile, and hide it from companies.',
  visibilityLegend: 'Visibility',
  options: {
    everyone: {
      label: 'Everyone',
      help: 'Visitors, search engines and every signed-in company can see your card and profile.',
    },
    signed_in_companies: {
      label: 'Signed-in companies only',
      help: 'Visitors and search engines get nothing about you; signed-in companies see you as before.',
    },
  },
  visibilitySaved: 'Visibility saved.',
  currentEmployerTitle: 'Current employer',
  currentEmployerHelp: 'Your current employer never sees you, by its name or its verified domain.',
  noCurrentEmployer: 'No current job in your work history.',
  editWorkHistory: 'Edit work history',
  blockedTitle: 'Blocked companies',
  blockedHelp:
    'Blocked companies never see you: not in the talent feed, search, alerts or your profile page.',
  searchLabel: 'Find a company on WarmIntro',
  searchPlaceholder: 'Start typing a company name',
  noCompanyFound: 'No company found.',
  typedLabel: 'Or block by name or domain',
  typedPlaceholder: 'Acme Inc. or acme.com',
  blockButton: 'Block',
  removeButton: (label: string) => `Remove ${label}`,
  noBlocks: 'You have not blocked any company.',
  blocked: (label: string) => `${label} is blocked.`,
  unblocked: (label: string) => `${label} is no longer blocked.`,
  typedInvalid: 'Please enter a company name or a domain like acme.com.',
  alreadyBlocked: 'This company is already blocked.',
  tooMany: `You can block at most ${BLOCKS_MAX} companies.`,
  companyNotFound: 'Company not found.',
  blockNotFound: 'Blocked company not found.',
} as const;

/** `PUT /api/candidates/me/visibility`. */
export const visibilityUpdateSchema = z.object({
  visibility: z.enum(candidateVisibilityOptions),
});
export type VisibilityUpdateInput = z.infer<typeof visibilityUpdateSchema>;

/** Whether typed text is a web domain ("acme.com", "https://www.acme.com/") rather than a name. */
export function typedBlockKind(value: string): 'domain' | 'name' | null {
  const trimmed = value.trim();
  if (!/\s/.test(trimmed) && trimmed.includes('.') && companyDomainKey(trimmed)) return 'domain';
  return companyNameKey(trimmed) ? 'name' : null;
}

/**
 * `POST /api/candidates/me/blocks`: a company picked on the platform (`companyId`) or a name or
 * domain typed (`text`; a domain when it reads as one, `typedBlockKind`).
 */
export const addBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('company'), companyId: z.uuid(privacyTexts.companyNotFound) }),
  z.object({
    kind: z.literal('typed'),
    text: text()
      .trim()
      .min(1, privacyTexts.typedInvalid)
      .max(BLOCK_TEXT_MAX, privacyTexts.typedInvalid)
      .refine((value) => typedBlockKind(value) !== null, privacyTexts.typedInvalid),
  }),
]);
export type AddBlockInput = z.infer<typeof addBlockSchema>;

/** One blocked company as the candidate sees it. */
export const candidateBlockSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['company', 'name', 'domain']),
  label: z.string(),
});
export type CandidateBlock = z.infer<typeof candidateBlockSchema>;

/** The Privacy card's data: visibility, current employer (read-only) and blocked companies. */
export const candidatePrivacySchema = z.object({
  visibility: z.enum(candidateVisibilityOptions),
  currentEmployer: z.object({ company: z.string(), domain: z.string().nullable() }).nullable(),
  blocks: z.array(candidateBlockSchema),
});
export type CandidatePrivacy = z.infer<typeof candidatePrivacySchema>;

/** `GET /api/candidates/me/company-search?q=`: the query. */
export const companySearchQuerySchema = z.object({
  q: text().trim().max(100).default(''),
});

/** Companies a candidate may pick to block: id and name only. */
export const companySearchResultSchema = z.object({
  companies: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type CompanySearchResult = z.infer<typeof companySearchResultSchema>;
