/**
 * Reads the prefill `/startups` sends to `/create-account` as navigation state
 * `{ prefill: { companyName, name, email, role, needs } }` (spec 1 §2 "Startups page", §3
 * "Signup prefill") and maps it onto the signup form.
 */
import {
  contactRoles,
  hiringRoleOptions,
  type SignupPrefill,
} from '../../../../shared/companies/constants';
import type { CompanySignupInput } from '../../../../shared/companies/schemas';

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
  const prefill = readPrefill((state as { prefill?: unknown } | null | undefined)?.prefill);
  if (!prefill) return emptySignupValues;
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

const prefillKeys = ['companyName', 'name', 'email', 'role', 'needs'] as const;

/**
 * The prefill's fields when `raw` is an object whose present fields are all strings; null for
 * anything else (a history entry written by another page, or by hand), which prefills nothing.
 */
function readPrefill(raw: unknown): Partial<SignupPrefill> | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const prefill: Partial<SignupPrefill> = {};
  for (const key of prefillKeys) {
    const value: unknown = (raw as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') return null;
    prefill[key] = value;
  }
  return prefill;
}
