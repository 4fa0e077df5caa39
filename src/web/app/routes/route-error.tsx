import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { unexpectedErrorMessage } from '../../lib/api-client';
import { Button } from '../../components/ui/button';
import { NotFoundRoute } from './not-found';

/** Shown in the layout when a page throws or its code fails to load (e.g. after a deploy). */
export function RouteErrorRoute() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  if (import.meta.env.DEV) console.error(error);

  return (
    <section
      role="alert"
      className="flex flex-1 items-center justify-center px-4 py-24 text-center"
    >
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Error</h1>
        <p className="mt-4 text-lg text-slate-600">{unexpectedErrorMessage}</p>
        <div className="mt-8 flex justify-center gap-3">
          <Button size="lg" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.home.getHref()}>Home</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
