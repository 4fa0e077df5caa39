import { useId, type PointerEvent } from 'react';
import { Check } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type { CandidatePipeline } from '../../../../shared/pipeline/schemas';

type ListOfCandidate = CandidatePipeline['shortlists'][number];

interface SaveToListItemProps {
  list: ListOfCandidate;
  onToggle: (onList: boolean) => void;
  /** The new-list field is being typed in: a mouse passing over must not take its focus. */
  holdFocus: boolean;
}

/** 'Dec 3' in the viewer's zone. */
function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/** "Added by Dana Lee · Dec 3" for a list the candidate is on; null otherwise. */
export function addedHint(list: ListOfCandidate): string | null {
  if (!list.onList || !list.addedByName) return null;
  return `Added by ${list.addedByName}${list.addedAt ? ` · ${shortDate(list.addedAt)}` : ''}`;
}

/**
 * One of the company's lists in the Save menu (issue #34 item 1): a checkbox menu item, checked
 * when the candidate is on the list, with who added them and when as its description. Space or
 * Enter toggles it and keeps the menu open, so several lists can be changed in a row.
 */
export function SaveToListItem({ list, onToggle, holdFocus }: SaveToListItemProps) {
  const nameId = useId();
  const hintId = useId();
  const hint = addedHint(list);
  const keepFocus = (event: PointerEvent) => {
    if (holdFocus) event.preventDefault();
  };
  return (
    <DropdownMenuPrimitive.CheckboxItem
      checked={list.onList}
      data-list-id={list.id}
      aria-labelledby={nameId}
      aria-describedby={hint ? hintId : undefined}
      onSelect={(event) => event.preventDefault()}
      onCheckedChange={(checked) => onToggle(checked === true)}
      onPointerMove={keepFocus}
      onPointerLeave={keepFocus}
      className="group relative flex w-full cursor-pointer items-start gap-2.5 rounded-lg px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-slate-100"
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border border-slate-400 bg-white group-data-[state=checked]:border-brand-700 group-data-[state=checked]:bg-brand-700"
      >
        <DropdownMenuPrimitive.ItemIndicator>
          <Check className="size-3.5 text-white" strokeWidth={3} />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      <span className="min-w-0 flex-1">
        <span id={nameId} className="block font-medium break-words text-slate-900">
          {list.name}
        </span>
        {hint ? (
          <span id={hintId} className="mt-0.5 block text-xs text-slate-600">
            {hint}
          </span>
        ) : null}
      </span>
    </DropdownMenuPrimitive.CheckboxItem>
  );
}
