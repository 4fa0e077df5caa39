import { useEffect, useId, useState, type FormEvent } from 'react';
import { Mail, X } from 'lucide-react';
import { newsletterSchema, newsletterTexts } from '../../../../shared/marketing/schemas';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { isNewsletterDismissed, rememberNewsletterDismissed } from '../lib/newsletter-dismissal';

/** Spec 1 §2 "Newsletter bar", §9: it appears after 1 second. */
export const NEWSLETTER_BAR_DELAY_MS = 1000;

/**
 * The newsletter bar fixed at the bottom of the page: appears after 1 s unless dismissed before
 * in this browser; validates the address and shows the outcomes of spec 1 §5 "Newsletter".
 */
export function NewsletterBar() {
  const [visible, setVisible] = useState(false);
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();
  const inputId = useId();
  const promptId = useId();

  useEffect(() => {
    if (isNewsletterDismissed()) return;
    const timer = setTimeout(() => setVisible(true), NEWSLETTER_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const dismiss = () => {
    rememberNewsletterDismissed();
    setVisible(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      toast({ ...newsletterTexts.invalid, variant: 'destructive' });
      return;
    }
    try {
      const result = await subscribe.mutateAsync(parsed.data);
      toast({ title: result.title, description: result.description });
      setEmail('');
    } catch (error) {
      if (isApiError(error, 'CONFLICT')) {
        toast(newsletterTexts.duplicate);
      } else if (isApiError(error) && error.status === 400) {
        toast({ ...newsletterTexts.invalid, variant: 'destructive' });
      } else if (isApiError(error)) {
        toast({
          title: error.title,
          description: error.detail ?? unexpectedErrorMessage,
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Error', description: unexpectedErrorMessage, variant: 'destructive' });
      }
    }
  };

  return (
    <>
      {/* Room below the footer, so the fixed bar never hides the end of the page. */}
      <div aria-hidden="true" className="h-32 bg-slate-900 md:h-16" />
      <aside
        aria-labelledby={promptId}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-800 bg-slate-900 text-white shadow-[0_-8px_24px_rgba(15,23,42,0.18)] motion-safe:animate-page-enter"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 pr-14 sm:px-6 sm:pr-16 md:flex-row md:items-center md:justify-between md:gap-6">
          <p id={promptId} className="flex items-center gap-2 text-sm font-medium sm:text-base">
            <Mail aria-hidden="true" className="hidden size-5 shrink-0 text-brand-200 sm:block" />
            {newsletterTexts.prompt}
          </p>
          <form noValidate onSubmit={onSubmit} className="flex w-full gap-2 md:w-auto">
            <label htmlFor={inputId} className="sr-only">
              Email address
            </label>
            <Input
              id={inputId}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="h-10 min-w-0 flex-1 border-slate-600 md:w-72"
            />
            <Button
              type="submit"
              disabled={subscribe.isPending}
              aria-busy={subscribe.isPending}
              className="h-10"
            >
              Subscribe
            </Button>
          </form>
        </div>
        <button
          type="button"
          aria-label="Dismiss newsletter"
          onClick={dismiss}
          className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-lg text-slate-300 transition-colors hover:bg-slate-800 hover:text-white focus-visible:outline-white sm:top-1/2 sm:right-4 sm:-translate-y-1/2"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </aside>
    </>
  );
}
