import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, Pencil } from 'lucide-react';
import type { Shortlist } from '../../../../shared/pipeline/schemas';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useRenameShortlist } from '../api/shortlist-mutations';
import { DeleteShortlistDialog } from './delete-shortlist-dialog';
import { ShortlistNameForm } from './shortlist-name-form';

/**
 * One of the team's lists (issue #34 item 1): its name (to the list's page) and count, Move up /
 * Move down to reorder, Rename (in place), Delete (confirmed).
 */
export function ShortlistRow({
  list,
  first,
  last,
  onMove,
}: {
  list: Shortlist;
  first: boolean;
  last: boolean;
  /** Moves the list one place up (-1) or down (1). */
  onMove: (step: -1 | 1) => void;
}) {
  const rename = useRenameShortlist();
  const [renaming, setRenaming] = useState(false);
  const count = list.count === 1 ? '1 candidate' : `${list.count} candidates`;

  if (renaming)
    return (
      <ShortlistNameForm
        formLabel={`Rename ${list.name}`}
        label="New name"
        initialName={list.name}
        submitLabel="Save"
        pendingLabel="Saving…"
        autoFocus
        onCancel={() => setRenaming(false)}
        onSubmit={async (name) => {
          await rename.mutateAsync({ id: list.id, name });
          setRenaming(false);
          toast({ title: `List renamed to ${name}.` });
        }}
      />
    );

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="min-w-0 flex-1">
        <Link
          to={paths.shortlist.getHref(list.id)}
          className="font-semibold break-words text-slate-900 underline-offset-4 hover:underline"
        >
          {list.name}
        </Link>
        <p className="text-sm text-slate-600">{count}</p>
      </div>
      <div className="flex items-center gap-1">
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Move ${list.name} up`}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Move ${list.name} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Rename ${list.name}`}
          onClick={() => setRenaming(true)}
        >
          <Pencil aria-hidden="true" />
          <span className="hidden md:inline">Rename</span>
        </Button>
        <DeleteShortlistDialog list={list} />
      </div>
    </div>
  );
}
