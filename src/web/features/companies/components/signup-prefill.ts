/**
 * Reads the prefill `/startups` sends to `/create-account` as navigation state
 * `{ prefill: { companyName, name, email, role, needs } }` (spec 1 §2 "Startups page", §3
 * "Signup prefill") and maps it onto the signup form.
 */
import {
  contactRoles,
  hiringRoleOptions,
  signupPrefillSchema,
  type CompanySignupInput,
} from '../../../../shared/companies/schemas';

export type SignupFormValues = Omit<CompanySignupInput, 'role'> & {
  role: CompanySignupInput['role'] | '';
};

export const emptySignupValues: SignupFormValues = {
  companyName: '',
  fullName: '',
  workEmail: '',
  role: '',
  hiringRoles: [],
  password: '',
};

/**
 * The form's starting values: name → fullName, email → workEmail, role when it is one of the
 * options (any case), and the hiring roles named anywhere in the free-text `needs`.
 */
export function signupValuesFromState(state: unknown): SignupFormValues {
  const raw = (state as { prefill?: unknown } | null | undefined)?.prefill;
  const parsed = signupPrefillSchema.partial().safeParse(raw);
  if (!parsed.success) return emptySignupValues;
  const prefill = parsed.data;
  const role = contactRoles.find(
    (option) => option.toLowerCase() === prefill.role?.trim().toLowerCase(),
  );
  const needs = prefill.needs?.toLowerCase() ?? '';
  return {
    ...emptySignupValues,
    companyName: prefill.companyName?.trim() ?? '',
    fullName: prefill.name?.trim() ?? '',
    workEmail: prefill.email?.trim() ?? '',
    role: role ?? '',
    hiringRoles: hiringRoleOptions.filter((option) =>
      new RegExp(`\\b${option.toLowerCase()}\\b`).test(needs),
    ),
  };
}
