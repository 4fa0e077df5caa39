import { Outlet } from 'react-router';
import { HydrationSlice } from '../../components/hydration-slice';
import { NewsletterBarSlot } from '../../features/marketing/components/newsletter-bar-slot';
import { PageTransition } from './page-transition';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The public site's and the users' pages: header, the page (with its transition), footer,
 * newsletter bar. A prerendered page hydrates header, page and footer each in a task of its own
 * (docs/decisions/048).
 */
export function SiteLayout() {
  return (
    <>
      <HydrationSlice>
        <SiteHeader />
      </HydrationSlice>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <HydrationSlice>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </HydrationSlice>
      </main>
      <HydrationSlice>
        <SiteFooter />
      </HydrationSlice>
      <NewsletterBarSlot />
    </>
  );
}
