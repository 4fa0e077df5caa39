import { Outlet } from 'react-router';
import { EmailVerificationBannerSlot } from '../../features/auth/components/email-verification-banner-slot';
import { NewsletterBarSlot } from '../../features/marketing/components/newsletter-bar-slot';
import { PageTransition } from './page-transition';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The public site's and the users' pages: header, the e-mail verification banner of a signed-in
 * user who has not verified yet (issue #31), the page (with its transition), footer, newsletter bar.
 */
export function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <EmailVerificationBannerSlot />
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
      <NewsletterBarSlot />
    </>
  );
}
