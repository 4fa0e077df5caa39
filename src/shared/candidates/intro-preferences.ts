/**
 * Who may ask a candidate for an intro (issue #35 part 3, docs/decisions/079): "Only verified
 * companies can send me intros", off by default. `GET`/`PUT /api/candidates/me/intro-preferences`.
 */
import { z } from 'zod';

export const introPreferencesSchema = z.object({
  /** Only companies with a verified domain may ask. */
  verifiedCompaniesOnly: z.boolean({ error: 'Please choose on or off.' }),
});
export type IntroPreferences = z.infer<typeof introPreferencesSchema>;
