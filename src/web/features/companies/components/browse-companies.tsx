import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Building2, Search } from 'lucide-react';
import {
  browseCompaniesTexts as texts,
  COMPANIES_PAGE_SIZE,
} from '../../../../shared/companies/company-page';
import { LoadingState } from '../../../components/loading-state';
import { LoadFailed } from '../../../components/load-failed';
import { Pagination } from '../../../components/pagination';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useCompanies } from '../api/get-companies';
import { CompanyCard } from './company-card';
import { DocumentTitle } from '../../../components/document-title';

function companiesLabel(total: number) {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'company' : 'companies'}`;
}

/**
 * A candidate's `/talent`, titled 'Browse Companies' (spec 1 §2 route table; issue #15): active
 * companies with their profile, what they hire for and how they work, 24 a page, searched and
 * paginated by the server (search and page in the URL).
 */
export function BrowseCompanies() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const query = useCompanies({ q, page, limit: COMPANIES_PAGE_SIZE });
  const data = query.data;
  const resultsRef = useRef<HTMLDivElement>(null);

  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextQ = next.q ?? q;
    const nextPage = next.page ?? 1;
    if (nextQ) search.set('q', nextQ);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };

  return (
    <>
      <DocumentTitle>{`${texts.title} | WarmIntro`}</DocumentTitle>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {texts.title}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {texts.hero}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">
            See who is hiring, what for and how they work — before you answer an intro.
          </p>
          <form role="search" onSubmit={submit} className="mt-6 flex max-w-xl gap-2">
            <label htmlFor="company-search" className="sr-only">
              Search companies
            </label>
            <Input
              id="company-search"
              type="search"
              value={draft}
              placeholder={texts.searchPlaceholder}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button type="submit">
              <Search aria-hidden="true" />
              Search
            </Button>
          </form>
          {data ? (
            <p className="mt-3 text-sm text-slate-700" aria-live="polite">
              {companiesLabel(data.total)}
            </p>
          ) : null}
        </div>
      </section>

      <div
        ref={resultsRef}
        className="mx-auto w-full max-w-7xl flex-1 scroll-mt-20 px-4 py-8 sm:px-6"
      >
        {query.isPending ? (
          <LoadingState message={texts.loading} />
        ) : query.isError && !data ? (
          <LoadFailed
            message="The companies could not be loaded."
            onRetry={() => void query.refetch()}
          />
        ) : data && data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <Building2 className="size-10 text-slate-400" aria-hidden="true" />
            <h2 className="text-xl font-bold text-slate-900">{texts.emptyTitle}</h2>
            <p className="max-w-md text-slate-600">{texts.emptyText}</p>
            {q ? (
              <Button
                className="mt-2"
                onClick={() => {
                  setDraft('');
                  go({ q: '', page: 1 });
                }}
              >
                Clear Search
              </Button>
            ) : null}
          </div>
        ) : data ? (
          <>
            <h2 className="sr-only">Companies</h2>
            <ul
              aria-busy={query.isFetching}
              className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data.items.map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} />
                </li>
              ))}
            </ul>
            {data.pageCount > 1 ? (
              <Pagination
                page={data.page}
                pageCount={data.pageCount}
                onPage={(page) => go({ page })}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}
