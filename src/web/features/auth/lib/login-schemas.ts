/**
 * Login form schemas. The company form labels the address "Work Email", so its messages say so
 * (spec 1 §5 "Company login"); candidate and admin forms use the shared schema as is.
 */
import { authMessages, loginSchema } from '../../../../shared/auth/schemas';
import { email } from '../../../../shared/http/text';

export const companyLoginSchema = loginSchema.extend({
  email: email({
    required: authMessages.workEmailRequired,
    invalid: authMessages.workEmailInvalid,
  }),
});

export { loginSchema };
