import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { DocumentTitle } from '../../components/document-title';

/** Any path the app does not know. */
export function NotFoundRoute() {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-24 text-center">
      <DocumentTitle>Page not found | WarmIntro</DocumentTitle>
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700">404</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Page not found
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          The page you are looking for does not exist or has moved.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to={paths.home.getHref()}>Home</Link>
        </Button>
      </div>
    </section>
  );
}
