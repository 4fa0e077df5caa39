import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { Loader2, Plus, RotateCcw, Rows3 } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { paths } from '../../../config/paths';
import { useCandidatePipeline } from '../api/get-shortlist-membership';
import { useSetShortlistMembership } from '../api/set-shortlist-membership';
import { SaveToListFace } from './save-to-list-face';
import { SaveToListItem } from './save-to-list-item';
import { SaveToListNewList } from './save-to-list-new-list';

const itemSelector = '[role^="menuitem"]';

interface SaveToListMenuProps {
  candidateId: string;
  candidateName: string;
  /** Lists the candidate is on, for the button (null while unknown). */
  count: number | null;
  /** The press that loaded the menu was a key: the first list takes the focus. */
  openedByKeyboard: boolean;
  className?: string;
}

/**
 * The Save menu of issue #34 item 1 (loaded lazily by `SaveToListButton`, opened at once): the
 * company's lists as checkboxes — checked when the candidate is on the list, with who added them
 * and when — toggled optimistically (PUT/DELETE, put back with a toast on failure); "New list…"
 * (a name field that makes the list and adds the candidate); and a link to the pipeline. Radix
 * DropdownMenu gives the keyboard: arrow keys move, Space or Enter toggles, Escape closes (or
 * leaves the name field first). At 375 px the panel fits the screen (collision padding, width
 * capped at the viewport).
 */
export function SaveToListMenu({
  candidateId,
  candidateName,
  count,
  openedByKeyboard,
  className,
}: SaveToListMenuProps) {
  const [open, setOpen] = useState(true);
  const [creating, setCreating] = useState(false);
  const [focusListId, setFocusListId] = useState<string | null>(null);
  const pipeline = useCandidatePipeline(candidateId);
  const toggle = useSetShortlistMembership();
  const contentRef = useRef<HTMLDivElement>(null);
  const keyboardEntry = useRef(openedByKeyboard);
  const lists = pipeline.data?.shortlists;

  // A list just made takes the focus once its entry is there.
  useEffect(() => {
    if (!focusListId) return;
    const item = contentRef.current?.querySelector<HTMLElement>(
      `[data-list-id="${CSS.escape(focusListId)}"]`,
    );
    if (item) {
      item.focus();
      setFocusListId(null);
    }
  }, [focusListId, lists]);

  const focusNewListEntry = () =>
    requestAnimationFrame(() =>
      contentRef.current?.querySelector<HTMLElement>('[data-new-list]')?.focus(),
    );

  const keepFocus = (event: PointerEvent) => {
    if (creating) event.preventDefault();
  };

  return (
    <DropdownMenu
      // Not modal: the page around stays readable (nothing marked aria-hidden around a menu that
      // holds a text field) and scrollable on a phone; a click or focus outside closes it.
      modal={false}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setCreating(false);
      }}
    >
      <DropdownMenuTrigger asChild>
        <SaveToListFace candidateName={candidateName} count={count} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        ref={contentRef}
        align="end"
        collisionPadding={8}
        className="w-72 max-w-[calc(100vw-1rem)]"
        onFocus={(event) => {
          // Opened by the key that loaded the menu: Radix could not see that key, so when it
          // focuses the panel the first entry takes the focus, as for a key on its trigger.
          if (!keyboardEntry.current || event.target !== event.currentTarget) return;
          keyboardEntry.current = false;
          event.currentTarget.querySelector<HTMLElement>(itemSelector)?.focus();
        }}
        onEscapeKeyDown={(event) => {
          if (!creating) return;
          event.preventDefault();
          setCreating(false);
          focusNewListEntry();
        }}
      >
        <DropdownMenuLabel>Save to list</DropdownMenuLabel>
        {pipeline.isPending ? (
          <p role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-slate-600">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading lists…
          </p>
        ) : pipeline.isError && !lists ? (
          <>
            <p role="alert" className="px-3 py-2 text-sm text-red-700">
              Your lists could not be loaded.
            </p>
            <DropdownMenuItem
              onSelect={(event) => {
                event.preventDefault();
                void pipeline.refetch();
              }}
            >
              <RotateCcw aria-hidden="true" />
              Try again
            </DropdownMenuItem>
          </>
        ) : lists && lists.length > 0 ? (
          lists.map((list) => (
            <SaveToListItem
              key={list.id}
              list={list}
              holdFocus={creating}
              onToggle={(onList) => toggle.mutate({ shortlistId: list.id, candidateId, onList })}
            />
          ))
        ) : (
          <p className="px-3 py-2 text-sm text-slate-600">
            No lists yet. Make one for {candidateName}.
          </p>
        )}
        <DropdownMenuSeparator />
        {creating ? (
          <SaveToListNewList
            candidateId={candidateId}
            onCreated={(list) => {
              setCreating(false);
              setFocusListId(list.id);
            }}
            onCancel={() => {
              setCreating(false);
              focusNewListEntry();
            }}
          />
        ) : (
          <DropdownMenuItem
            data-new-list=""
            onSelect={(event) => {
              event.preventDefault();
              setCreating(true);
            }}
          >
            <Plus aria-hidden="true" />
            New list…
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild onPointerMove={keepFocus} onPointerLeave={keepFocus}>
          <Link to={paths.pipeline.getHref()}>
            <Rows3 aria-hidden="true" />
            Open the pipeline
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
