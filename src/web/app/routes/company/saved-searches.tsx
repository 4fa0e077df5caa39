import { SavedSearchesPage } from '../../../features/saved-searches/components/saved-searches-page';

/** /dashboard/saved-searches — the member's saved searches and their alerts (issue #34 item 5). */
export function SavedSearchesRoute() {
  return <SavedSearchesPage />;
}
