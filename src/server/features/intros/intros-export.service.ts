/**
 * The intros module's part of "download my data" (issues #3 and #5; docs/decisions/072): a party's
 * intro requests and gigs as stored, without the response link's hash (a secret, never shown).
 */
import type { Db } from '../../../db/client';
import { listGigsOf } from './gigs.repo';
import { listIntrosOf, type IntroParty } from './intro-requests.repo';

/** The intro requests and gigs of a company (`{ companyId }`) or a candidate (`{ candidateId }`). */
export async function exportIntros(db: Db, party: IntroParty) {
  const [intros, gigs] = await Promise.all([listIntrosOf(db, party), listGigsOf(db, party)]);
  return {
    introRequests: intros.map(({ responseTokenHash: _hidden, ...rest }) => rest),
    gigs,
  };
}
