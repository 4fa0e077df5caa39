/**
 * A candidate's intro preferences (issue #35 part 3, docs/decisions/079): "Only verified companies
 * can send me intros". The rule that refuses an unverified company is the intros module's
 * (`introBlockedReason`); this is only the candidate's choice, read and saved, and its two routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import {
  introPreferencesSchema,
  type IntroPreferences,
} from '../../../shared/candidates/intro-preferences';
import { AppError } from '../../platform/lib/app-error';
import { requireRole, userIdOf } from '../auth';
import { findCandidate, updateCandidate } from './candidates.repo';

const missing = () =>
  new AppError(
    'NOT_FOUND',
    'Unable to load candidate data',
    undefined,
    'Unable to load candidate data',
  );

/**
 * The candidate's intro preferences.
 * @throws AppError NOT_FOUND 'Unable to load candidate data' without a candidate profile.
 */
export async function getIntroPreferences(db: Db, id: string): Promise<IntroPreferences> {
  const candidate = await findCandidate(db, id);
  if (!candidate) throw missing();
  return { verifiedCompaniesOnly: candidate.verifiedCompaniesOnly };
}

/**
 * Saves the candidate's intro preferences; requests already made stay as they are.
 * @throws AppError NOT_FOUND 'Unable to load candidate data' without a candidate profile.
 */
export async function setIntroPreferences(
  db: Db,
  id: string,
  input: IntroPreferences,
): Promise<IntroPreferences> {
  await getIntroPreferences(db, id);
  await updateCandidate(db, id, { verifiedCompaniesOnly: input.verifiedCompaniesOnly });
  return getIntroPreferences(db, id);
}

/** `GET`/`PUT /api/candidates/me/intro-preferences`, the candidate's own. */
export const introPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['candidates'];
  const candidateOnly = requireRole('candidate');
  app.get(
    '/api/candidates/me/intro-preferences',
    {
      schema: {
        tags,
        summary: 'Who may ask me for an intro (docs/decisions/079)',
        response: { 200: introPreferencesSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => getIntroPreferences(app.ctx.db, userIdOf(request)),
  );
  app.put(
    '/api/candidates/me/intro-preferences',
    {
      schema: {
        tags,
        summary: 'Only verified companies can send me intros (docs/decisions/079)',
        body: introPreferencesSchema,
        response: { 200: introPreferencesSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => setIntroPreferences(app.ctx.db, userIdOf(request), request.body),
  );
};
