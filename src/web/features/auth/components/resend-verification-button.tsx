import { Loader2, MailPlus } from 'lucide-react';
import { emailVerificationTexts } from '../../../../shared/auth/email-verification';
import { Button } from '../../../components/ui/button';
import { toastActionError } from '../../../lib/action-error';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useResendVerificationLink } from '../api/resend-verification-link';

interface ResendVerificationButtonProps {
  className?: string;
  /** The button's look: `outline` beside other content (the banner), `default` as a page's action. */
  variant?: 'default' | 'outline';
  /** Called when the server says the address is verified already (409), before the session reloads. */
  onAlreadyVerified?: () => void;
}

/**
 * "Resend link": e-mails the signed-in account a new verification link (issue #31 item 3;
 * docs/decisions/065) and toasts 'Verification link sent'. A 409 (verified meanwhile) toasts so and
 * reloads the session, which takes the banner away; any other refusal (e.g. 429) toasts the
 * server's detail.
 */
export function ResendVerificationButton({
  className,
  variant = 'outline',
  onAlreadyVerified,
}: ResendVerificationButtonProps) {
  const resend = useResendVerificationLink();
  return (
    <Button
      variant={variant}
      className={className}
      disabled={resend.isPending}
      aria-busy={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: () =>
            toast({
              title: emailVerificationTexts.sentTitle,
              description: emailVerificationTexts.sent,
            }),
          onError: (error) => {
            if (isApiError(error) && error.status === 409) {
              onAlreadyVerified?.();
              toast({
                title: emailVerificationTexts.verifiedTitle,
                description: emailVerificationTexts.alreadyVerified,
              });
              return;
            }
            toastActionError(error);
          },
        })
      }
    >
      {resend.isPending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <MailPlus aria-hidden="true" />
      )}
      {emailVerificationTexts.resend}
    </Button>
  );
}
