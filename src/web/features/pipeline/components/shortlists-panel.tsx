import { Plus } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { InlineLoadFailed } from '../../../components/inline-load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { useShortlists } from '../api/get-shortlists';
import { useCreateShortlist, useReorderShortlists } from '../api/shortlist-mutations';
import { ShortlistNameForm } from './shortlist-name-form';
import { ShortlistRow } from './shortlist-row';

/**
 * The team's lists (issue #34 item 1), the pipeline page's "Lists" tab: create one, and for each
 * its count, its page, reorder (up/down, saved for the whole team), rename and delete.
 */
export function ShortlistsPanel() {
  const lists = useShortlists();
  const create = useCreateShortlist();
  const reorder = useReorderShortlists();

  const move = (index: number, step: -1 | 1) => {
    const items = lists.data;
    if (!items) return;
    const ids = items.map((list) => list.id);
    const target = index + step;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    reorder.mutate(ids, {
      onError: (error) => toastActionError(error),
    });
  };

  return (
    <div className="grid max-w-3xl gap-6">
      <Card>
        <CardHeader>
          <CardTitle>New List</CardTitle>
          <CardDescription>
            Lists are shared with your team, such as “Backend Q1” or “Design maybe”. Candidates
            never learn they are on one.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ShortlistNameForm
            formLabel="Create a list"
            label="List name"
            submitLabel="Create List"
            pendingLabel="Creating…"
            icon={<Plus aria-hidden="true" />}
            onSubmit={async (name) => {
              await create.mutateAsync(name);
              toast({ title: `List ${name} created.` });
            }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Your Team’s Lists</CardTitle>
        </CardHeader>
        <CardContent>
          {lists.isPending ? (
            <div aria-busy="true" className="grid gap-3">
              <span className="sr-only">Loading lists</span>
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : lists.isError ? (
            <InlineLoadFailed
              message="Your lists could not be loaded."
              onRetry={() => void lists.refetch()}
            />
          ) : lists.data.length === 0 ? (
            <p className="text-sm text-slate-600">
              No lists yet. Create one above, then save candidates to it from the talent feed.
            </p>
          ) : (
            <ul aria-label="Lists" className="divide-y divide-slate-200">
              {lists.data.map((list, index) => (
                <li key={list.id} aria-label={list.name} className="py-3">
                  <ShortlistRow
                    list={list}
                    first={index === 0}
                    last={index === lists.data.length - 1}
                    onMove={(step) => move(index, step)}
                  />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
