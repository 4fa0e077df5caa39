/**
 * Spec 1 §3 "Signup prefill": what `/startups` sends to `/create-account` as navigation state
 * becomes the signup form's starting values; any other history state prefills nothing.
 */
import { describe, expect, it } from 'vitest';
import { emptySignupValues, signupValuesFromState } from './signup-prefill';

describe('signupValuesFromState', () => {
  it('maps the prefill onto the form: name, e-mail, a listed role and the hiring roles named in the needs', () => {
    expect(
      signupValuesFromState({
        prefill: {
          companyName: ' Prefill Labs ',
          name: 'Pat Prefill',
          email: 'pat@prefill.example ',
          role: 'head of talent',
          needs: 'Engineering and design, maybe sales later',
        },
      }),
    ).toEqual({
      ...emptySignupValues,
      companyName: 'Prefill Labs',
      fullName: 'Pat Prefill',
      workEmail: 'pat@prefill.example',
      role: 'Head of Talent',
      hiringRoles: ['Engineering', 'Design', 'Sales'],
    });
  });

  it('takes a partial prefill, and leaves a role that is not an option empty', () => {
    expect(signupValuesFromState({ prefill: { companyName: 'Half Co', role: 'Wizard' } })).toEqual({
      ...emptySignupValues,
      companyName: 'Half Co',
    });
  });

  it.each([
    ['no state', null],
    ['a state without prefill', { from: '/talent' }],
    ['a prefill that is not an object', { prefill: 'Acme' }],
    ['a prefill that is a list', { prefill: ['Acme'] }],
    ['a field that is not text', { prefill: { companyName: 'Acme', email: 42 } }],
  ])('prefills nothing from %s', (_case, state) => {
    expect(signupValuesFromState(state)).toEqual(emptySignupValues);
  });
});
