/**
 * Login form schemas. The company form labels the address "Work Email", so its messages say so
 * (spec 1 §5 "Company login"); candidate and admin forms use the shared schema as is.
 */
import { z } from 'zod';
import { authMessages, emailPattern, loginSchema } from '../../../../shared/auth/schemas';

export const companyLoginSchema = loginSchema.extend({
  email: z
    .string({ error: authMessages.workEmailRequired })
    .trim()
    .min(1, authMessages.workEmailRequired)
    .regex(emailPattern, authMessages.workEmailInvalid),
});

export { loginSchema };
