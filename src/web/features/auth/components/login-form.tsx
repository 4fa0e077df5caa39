import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { authMessages, type UserType } from '../../../../shared/auth/constants';
import type { LoginInput, SessionInfo } from '../../../../shared/auth/schemas';
import { paths } from '../../../config/paths';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { needsTwoFactor, useLogin } from '../api/login';

// The code step loads only for accounts with two-factor on (docs/decisions/067).
const TwoFactorLoginStep = lazy(() =>
  import('./two-factor-login-step').then((m) => ({ default: m.TwoFactorLoginStep })),
);

// The schemas load at the first check (docs/decisions/055-validation-loads-with-the-first-check.md).
const companyResolver = lazyZodResolver<LoginInput>(() =>
  import('../lib/login-schemas').then((m) => m.companyLoginSchema),
);
const userResolver = lazyZodResolver<LoginInput>(() =>
  import('../lib/login-schemas').then((m) => m.loginSchema),
);

/** Per-role labels and notices (spec 1 §2, §5, §8; spec 2 §2, §5, §8). */
const formTexts: Record<
  UserType,
  { emailLabel: string; successTitle: string; failureDescription: string; inlineInvalid: boolean }
> = {
  company: {
    emailLabel: 'Work Email',
    successTitle: 'Login Successful!',
    failureDescription: authMessages.invalidCredentials,
    inlineInvalid: true,
  },
  candidate: {
    emailLabel: 'Email',
    successTitle: 'Login Successful!',
    failureDescription: authMessages.invalidCredentials,
    inlineInvalid: true,
  },
  admin: {
    emailLabel: 'Email',
    successTitle: 'Admin Login Successful',
    failureDescription: 'Incorrect admin password.',
    inlineInvalid: false,
  },
};

/**
 * After a failed login, the way to the other login (issue #30: a candidate on the company login
 * got "Invalid email or password." and no hint). Shown after any failure, so it tells nothing
 * about which accounts exist.
 */
const otherLogin: Partial<Record<UserType, { text: string; link: string; href: string }>> = {
  company: {
    text: 'Joined as a candidate?',
    link: 'Log in on the candidate login',
    href: paths.loginCandidate.getHref(),
  },
  candidate: {
    text: 'Hiring for a company?',
    link: 'Log in on the company login',
    href: paths.loginCompany.getHref(),
  },
};

interface LoginFormProps {
  userType: UserType;
  /** Called after the success toast with the new session; the page decides where to go. */
  onSuccess: (session: SessionInfo) => void;
}

/** E-mail and password login for one user type, with the spec's messages and toasts. */
export function LoginForm({ userType, onSuccess }: LoginFormProps) {
  const texts = formTexts[userType];
  const login = useLogin();
  const resolver = userType === 'company' ? companyResolver : userResolver;
  const form = useForm<LoginInput>({
    resolver,
    defaultValues: { email: '', password: '', userType },
  });
  const [codeStep, setCodeStep] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || login.isPending || (login.isSuccess && !codeStep);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await login.mutateAsync(values);
      if (needsTwoFactor(result)) {
        setCodeStep(true);
        return;
      }
      toast({ title: texts.successTitle });
      onSuccess(result);
    } catch (error) {
      if (isApiError(error, 'INVALID_CREDENTIALS')) {
        if (texts.inlineInvalid)
          form.setError('root.credentials', { message: authMessages.invalidCredentials });
        toast({
          title: 'Login Failed',
          description: texts.failureDescription,
          variant: 'destructive',
        });
        return;
      }
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'email' || field === 'password') form.setError(field, { message });
        }
        toast({
          title: 'Login Failed',
          description: error.detail ?? unexpectedErrorMessage,
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'Login Failed', description: unexpectedErrorMessage, variant: 'destructive' });
    }
  });

  const credentialsError = errors.root?.credentials?.message;
  const other = otherLogin[userType];

  if (codeStep)
    return (
      <Suspense fallback={<p className="text-sm text-slate-600">Loading…</p>}>
        <TwoFactorLoginStep
          successTitle={texts.successTitle}
          onSuccess={onSuccess}
          onRestart={() => {
            setCodeStep(false);
            login.reset();
            form.setValue('password', '');
          }}
        />
      </Suspense>
    );

  return (
    // POST: a submit that ever slipped past the app (before it runs) never puts the password in a URL.
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      className="space-y-5"
    >
      <FormField label={texts.emailLabel} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        labelAside={
          userType === 'admin' ? null : (
            <Link
              to={paths.forgotPassword.getHref()}
              className="rounded text-sm font-medium text-brand-700 hover:underline"
            >
              Forgot password?
            </Link>
          )
        }
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </FormField>
      {credentialsError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {credentialsError}
          {other ? (
            <>
              {' '}
              {other.text}{' '}
              <Link to={other.href} className="font-medium underline underline-offset-2">
                {other.link}
              </Link>
              .
            </>
          ) : null}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Logging In' : 'Login'}
      </Button>
    </form>
  );
}
