import { useSearchParams } from 'react-router';

function urlKey(prefix: string, key: string): string {
  return prefix ? `${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}` : key;
}

/**
 * Filters and page number kept in the URL query (shareable, back/forward work). Values equal to
 * their default are left out of the URL. `prefix` separates two lists on one page
 * (`gigStatus`, `gigPage`). Changing a filter returns to page 1.
 */
export function useUrlFilters<K extends string>(defaults: Record<K, string>, prefix = '') {
  const [params, setParams] = useSearchParams();
  const pageKey = urlKey(prefix, 'page');

  const values = {} as Record<K, string>;
  for (const key of Object.keys(defaults) as K[]) {
    values[key] = params.get(urlKey(prefix, key)) ?? defaults[key];
  }

  const rawPage = Number(params.get(pageKey));
  const page = Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;

  const setFilters = (patch: Partial<Record<K, string>>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
          const name = urlKey(prefix, key);
          if (!value || value === defaults[key]) next.delete(name);
          else next.set(name, value);
        }
        next.delete(pageKey);
        return next;
      },
      { replace: true },
    );
  };

  const setPage = (nextPage: number) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (nextPage <= 1) next.delete(pageKey);
      else next.set(pageKey, String(nextPage));
      return next;
    });
  };

  return { values, page, setFilters, setPage };
}
