/**
 * A company's hiring pipeline (issue #34 items 1–3 and 6, docs/decisions/074): shortlists, the
 * team's private notes on candidates, the board's stages and the funnel. Shared by the server's
 * `pipeline` module and the web's pipeline pages. None of it ever reaches the candidate.
 */
import { z } from 'zod';
import { text, tooLong } from '../http/text';

/** The board's columns, in order (issue #34 item 3). */
export const pipelineStages = [
  'shortlisted',
  'intro_requested',
  'accepted',
  'call_booked',
  'call_done',
  'trial',
  'hired',
  'not_a_fit',
  'withdrawn',
] as const;
export type PipelineStage = (typeof pipelineStages)[number];

export const pipelineStageLabels: Record<PipelineStage, string> = {
  shortlisted: 'Shortlisted',
  intro_requested: 'Intro requested',
  accepted: 'Accepted',
  call_booked: 'Call booked',
  call_done: 'Call done',
  trial: 'Trial',
  hired: 'Hired',
  not_a_fit: 'Not a fit',
  withdrawn: 'Withdrawn',
};

/** The stages the team may move a card to by hand (issue #34 item 3); the lifecycle moves it to the rest. */
export const manualStages = ['shortlisted', 'hired', 'not_a_fit'] as const;
export type ManualStage = (typeof manualStages)[number];

/** Why a candidate is not a fit: the short list a card moved to Not a fit picks from. */
export const notAFitReasons = [
  'Skills not the right fit',
  'Experience level',
  'Budget or rate',
  'Location or time zone',
  'Role filled',
  'Other',
] as const;
export type NotAFitReason = (typeof notAFitReasons)[number];

export const SHORTLIST_NAME_MAX = 60;
export const NOTE_MAX = 2000;
/** Cards sent per column; a column's `count` says how many there are. */
export const BOARD_COLUMN_LIMIT = 50;

/** The texts of the pipeline's screens and answers (issue #34). */
export const pipelineTexts = {
  shortlistNameRequired: 'List name is required.',
  shortlistNameTaken: 'You already have a list with this name.',
  shortlistNotFound: 'List not found.',
  candidateNotFound: 'Candidate not found.',
  noteRequired: 'Note cannot be empty.',
  noteNotFound: 'Note not found.',
  noteNotYours: 'Only its author can change a note.',
  reasonRequired: 'Choose why this candidate is not a fit.',
  moveRefused: (from: string, to: string) => `A card in ${from} cannot be moved to ${to} by hand.`,
  hiredNeedsAcceptance:
    'A candidate can be marked Hired only after they accepted an intro (double opt-in).',
  shortlistNeedsNoOpenIntro:
    'This candidate has an open intro request; the card moves with it and cannot go back to Shortlisted.',
} as const;

const shortlistName = text()
  .trim()
  .min(1, pipelineTexts.shortlistNameRequired)
  .max(SHORTLIST_NAME_MAX, tooLong('List name', SHORTLIST_NAME_MAX));

/** `POST /api/company/shortlists`, `PATCH /api/company/shortlists/:id`. */
export const shortlistInputSchema = z.object({ name: shortlistName });
export type ShortlistInput = z.infer<typeof shortlistInputSchema>;

/** `PUT /api/company/shortlists/order`: every list's id, in the new order. */
export const shortlistOrderSchema = z.object({ ids: z.array(z.uuid()).max(500) });

export const shortlistSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  /** Candidates on the list. */
  count: z.number().int(),
  createdAt: z.string(),
});
export type Shortlist = z.infer<typeof shortlistSchema>;

/** A candidate on a list, with who added them and when. */
export const shortlistEntrySchema = z.object({
  candidateId: z.string(),
  name: z.string(),
  role: z.string(),
  location: z.string(),
  addedByName: z.string(),
  addedAt: z.string(),
});
export type ShortlistEntry = z.infer<typeof shortlistEntrySchema>;

export const shortlistDetailSchema = shortlistSchema.extend({
  entries: z.array(shortlistEntrySchema),
});
export type ShortlistDetail = z.infer<typeof shortlistDetailSchema>;

/** `POST /api/company/candidates/:candidateId/notes`, `PATCH /api/company/notes/:id`. */
export const noteInputSchema = z.object({
  body: text().trim().min(1, pipelineTexts.noteRequired).max(NOTE_MAX, tooLong('Note', NOTE_MAX)),
});
export type NoteInput = z.infer<typeof noteInputSchema>;

export const candidateNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string(),
  /** True when the signed-in member wrote it (only they may edit or delete it). */
  mine: z.boolean(),
  /** The teammates named with `@name`. */
  mentions: z.array(z.object({ userId: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CandidateNote = z.infer<typeof candidateNoteSchema>;

/** What the next step of a card is, as the server allows it, and where it is taken. */
export const nextStepSchema = z.object({ label: z.string(), href: z.string() });
export type NextStep = z.infer<typeof nextStepSchema>;

export const pipelineCardSchema = z.object({
  candidateId: z.string(),
  name: z.string(),
  role: z.string(),
  location: z.string(),
  stage: z.enum(pipelineStages),
  /** When the card reached its stage (ISO). */
  since: z.string(),
  /** The reason picked when the card moved to Not a fit. */
  reason: z.string().nullable(),
  /** The company's lists the candidate is on. */
  shortlists: z.array(z.string()),
  notesCount: z.number().int(),
  /** The stages the team may move this card to by hand now (issue #34 item 3). */
  moves: z.array(z.enum(manualStages)),
  nextStep: nextStepSchema.nullable(),
});
export type PipelineCard = z.infer<typeof pipelineCardSchema>;

export const pipelineColumnSchema = z.object({
  stage: z.enum(pipelineStages),
  label: z.string(),
  count: z.number().int(),
  cards: z.array(pipelineCardSchema),
});

/** `GET /api/company/pipeline`: every column, each with its first `BOARD_COLUMN_LIMIT` cards. */
export const pipelineBoardSchema = z.object({ columns: z.array(pipelineColumnSchema) });
export type PipelineBoard = z.infer<typeof pipelineBoardSchema>;

/** `GET /api/company/pipeline` query: one column in full (the phone's list view), or all. */
export const pipelineBoardQuerySchema = z.object({
  stage: z.enum(pipelineStages).optional(),
});

/** `POST /api/company/pipeline/:candidateId/move`. */
export const pipelineMoveSchema = z
  .object({
    stage: z.enum(manualStages),
    reason: z.enum(notAFitReasons).optional(),
  })
  .refine((move) => move.stage !== 'not_a_fit' || move.reason !== undefined, {
    message: pipelineTexts.reasonRequired,
    path: ['reason'],
  });
export type PipelineMove = z.infer<typeof pipelineMoveSchema>;

/** A candidate's place in the company's pipeline, for their card and profile page. */
export const candidatePipelineSchema = z.object({
  /** Every list of the company, and whether this candidate is on it. */
  shortlists: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      onList: z.boolean(),
      addedByName: z.string().nullable(),
      addedAt: z.string().nullable(),
    }),
  ),
  /** Null when the candidate is not on the board. */
  card: pipelineCardSchema.nullable(),
});
export type CandidatePipeline = z.infer<typeof candidatePipelineSchema>;

/** The funnel's windows, in days (issue #34 item 6). */
export const funnelWindows = [30, 90] as const;
export const funnelQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((d) => (funnelWindows as readonly number[]).includes(d), 'Choose 30 or 90 days.')
    .default(30),
});

/** `GET /api/company/funnel`: requests made in the window, and how far they went. */
export const funnelSchema = z.object({
  days: z.number().int(),
  requests: z.number().int(),
  accepted: z.number().int(),
  calls: z.number().int(),
  trials: z.number().int(),
  hires: z.number().int(),
  /** accepted / requests answered or not, 0–1; null without requests. */
  acceptanceRate: z.number().nullable(),
  /** Median hours from request to the candidate's answer; null without answers. */
  medianAnswerHours: z.number().nullable(),
});
export type Funnel = z.infer<typeof funnelSchema>;
