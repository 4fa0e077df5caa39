import type { FormEvent } from 'react';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  contactRoles,
  hiringRoleOptions,
  type SignupPrefill,
} from '../../../../shared/companies/constants';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';

/** What the free account includes (spec 1 §1, §9; DESIGN.md: 2 per calendar month). */
const promises = [
  'Free plan: 2 intro requests every calendar month',
  'Upgrade to Pro for $99 per month for unlimited intros',
  'No job posts to write, no resumes to sift through',
  'Cancel or delete your account at any time',
];

function field(data: FormData, name: keyof SignupPrefill): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

interface StartupsSignupFormProps {
  /** The section's `id`, the target of the hero button. */
  id: string;
}

/**
 * The startups page's company form (spec 1 §2 "Startups page", §5 "Startups page form"): five
 * required fields checked by the browser (e-mail typed, no other bound); submitting goes to
 * `/create-account` with the values as `{ prefill }` navigation state (spec 1 §3 "Signup prefill").
 */
export function StartupsSignupForm({ id }: StartupsSignupFormProps) {
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const prefill: SignupPrefill = {
      companyName: field(data, 'companyName'),
      name: field(data, 'name'),
      email: field(data, 'email'),
      role: field(data, 'role'),
      needs: field(data, 'needs'),
    };
    toast({
      title: 'Redirecting to Account Creation',
      description: 'Your details are filled in: add a password to finish.',
    });
    void navigate(paths.createAccount.getHref(), { state: { prefill } });
  };

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-20 bg-gradient-to-b from-white to-brand-50 py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Get started
          </p>
          <h2
            id={`${id}-heading`}
            className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            Tell us who you are looking for
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Share a few details and we will set up your company account with them. Creating an
            account is free and includes intro requests every month.
          </p>
          <ul className="mt-8 space-y-3">
            {promises.map((promise) => (
              <li key={promise} className="flex items-start gap-3 text-slate-700">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-700"
                />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <Card>
          <CardHeader>
            <h3 className="text-xl font-bold tracking-tight text-slate-900">Start hiring</h3>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} className="space-y-5">
              <FormField label="Company Name">
                {(control) => (
                  <Input {...control} name="companyName" autoComplete="organization" required />
                )}
              </FormField>
              <FormField label="Your Name">
                {(control) => <Input {...control} name="name" autoComplete="name" required />}
              </FormField>
              <FormField label="Work Email">
                {(control) => (
                  <Input
                    {...control}
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    required
                  />
                )}
              </FormField>
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField label="Your Role">
                  {(control) => (
                    <NativeSelect {...control} name="role" required defaultValue="">
                      <option value="" disabled>
                        Select your role
                      </option>
                      {contactRoles.map((role) => (
                        <option key={role} value={role}>
                          {role}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <FormField label="Hiring Needs">
                  {(control) => (
                    <NativeSelect {...control} name="needs" required defaultValue="">
                      <option value="" disabled>
                        Select a team
                      </option>
                      {hiringRoleOptions.map((option) => (
                        <option key={option} value={option}>
                          {option}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
              </div>
              <Button type="submit" size="lg" className="w-full">
                Create Your Account
                <ArrowRight aria-hidden="true" />
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
