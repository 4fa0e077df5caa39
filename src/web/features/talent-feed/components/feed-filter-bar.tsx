import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Check, Filter, Search, X } from 'lucide-react';
import {
  availabilityLabel,
  availabilityOptions,
  feedTexts,
  locationFilterOptions,
} from '../../../../shared/talent-feed/constants';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { AdvancedSearchAccess } from '../../../../shared/talent-feed/schemas';
import { useTalentRoles } from '../api/get-talent-roles';
import { useTalentSkills } from '../api/get-talent-skills';
import {
  compareSkills,
  countAdvancedFilters,
  hasActiveFilters,
  type AdvancedFeedFilters,
  type FeedFilterField,
  type FeedFilters,
} from '../lib/feed-filters';
import { useDebouncedInput } from '../lib/use-debounced-input';

// Advanced search's controls (issue #34 item 4) load when the panel first opens, not with the
// feed's first load (docs/decisions/030, 075).
const AdvancedFiltersSection = lazy(async () => ({
  default: (await import('./advanced-filters-section')).AdvancedFiltersSection,
}));

interface FeedFilterBarProps {
  filters: FeedFilters;
  onFieldChange: (field: FeedFilterField, value: string) => void;
  onToggleSkill: (skill: string) => void;
  onClearAll: () => void;
  /** e.g. '42 candidates', shown beside the search box. */
  resultLabel: string | null;
  /**
   * Advanced search (issue #34 item 4): who sees the section — a company (applied on Pro or
   * Enterprise, a preview on Free), a visitor (a preview) — or null for no section (a candidate,
   * an admin, or while the session loads); the company's access; and the setter.
   */
  advanced?: {
    viewer: 'company' | 'visitor';
    access: AdvancedSearchAccess | undefined;
    onChange: (change: Partial<AdvancedFeedFilters>) => void;
  } | null;
}

function SearchField({ value, onCommit }: { value: string; onCommit: (v: string) => void }) {
  const { draft, setDraft } = useDebouncedInput(value, onCommit);
  return (
    <div className="relative min-w-0 basis-full sm:basis-auto sm:flex-1">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label="Search talent"
        placeholder={feedTexts.searchPlaceholder}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        className="pl-9"
        maxLength={100}
      />
    </div>
  );
}

function OptionSelect({
  label,
  anyLabel,
  value,
  options,
  labelOf = (option) => option,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  options: readonly string[];
  /** How each option reads; the option itself by default. */
  labelOf?: (option: string) => string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  // A shared link may carry a value that is not one of the options: keep it selectable.
  const all = value && !options.includes(value) ? [...options, value] : options;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {all.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Tailwind's `sm` breakpoint (40rem): below it the filters open as a sheet over the feed. */
const NARROW_SCREEN_END = '(min-width: 40rem)';

/** Moves focus round inside `panel` when Tab leaves its first or last control (the sheet). */
function keepFocusIn(panel: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const controls = [
    ...panel.querySelectorAll<HTMLElement>(
      'button:not(:disabled), select:not(:disabled), input:not(:disabled), a[href]',
    ),
    // Not those of a closed section (Advanced filters).
  ].filter((control) => control.closest('[hidden]') === null);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The feed's search box and collapsible filter panel (spec 1 §2 "Talent feed"): the Role (roles of
 * approved candidates, like the chips), Location (with Remote) and Availability selects — matched
 * by the server as spec 1 §5 says — the skill chips (all selected skills required) and 'Clear All
 * Filters'. Sticks below the 64 px header when scrolled (spec 1 §9). On a phone the filters open
 * as a sheet over the feed, with one scrolling area and 'Show N candidates' to close it (issue #30:
 * the open panel took 513 of 844 px, pinned, with a scrolling box inside); Escape closes it too,
 * and focus goes back to Show Filters.
 */
export function FeedFilterBar({
  filters,
  onFieldChange,
  onToggleSkill,
  onClearAll,
  resultLabel,
  advanced = null,
}: FeedFilterBarProps) {
  const panelId = useId();
  const skillsLabelId = useId();
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery(NARROW_SCREEN_END);
  const sheet = open && !wide;
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeSheet = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  // The sheet takes the screen: focus moves into it and the page behind stops scrolling.
  useEffect(() => {
    if (!sheet) return;
    panelRef.current?.querySelector<HTMLElement>('select, button')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [sheet]);
  const skills = useTalentSkills();
  const roles = useTalentRoles();
  const active = hasActiveFilters(filters);
  const narrowing =
    (filters.role ? 1 : 0) +
    (filters.location ? 1 : 0) +
    (filters.availability ? 1 : 0) +
    filters.skills.length +
    (advanced?.access?.available ? countAdvancedFilters(filters) : 0);
  // Selected skills stay visible even if no approved candidate has them any more.
  const chips = [...new Set([...(skills.data ?? []), ...filters.skills])].sort(compareSkills);

  return (
    <div className="sticky top-16 z-30 border-b border-slate-200 bg-white shadow-sm">
      <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
        <div className="flex flex-wrap items-center gap-3">
          <SearchField value={filters.q} onCommit={(v) => onFieldChange('q', v)} />
          <Button
            ref={toggleRef}
            variant="outline"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            <Filter aria-hidden="true" />
            {open ? 'Hide Filters' : 'Show Filters'}
            {narrowing > 0 ? (
              <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">
                {narrowing}
              </span>
            ) : null}
          </Button>
          {resultLabel ? (
            <p
              className="ml-auto text-sm font-medium text-slate-700"
              aria-live="polite"
              aria-atomic="true"
            >
              {resultLabel}
            </p>
          ) : null}
        </div>

        <div
          id={panelId}
          ref={panelRef}
          hidden={!open}
          role={sheet ? 'dialog' : undefined}
          aria-modal={sheet ? true : undefined}
          aria-label={sheet ? 'Filters' : undefined}
          onKeyDown={(event) => {
            if (!sheet || !panelRef.current) return;
            if (event.key === 'Escape') closeSheet();
            else keepFocusIn(panelRef.current, event);
          }}
          className={cn(
            'border-t border-slate-100',
            sheet
              ? 'fixed inset-x-0 top-16 bottom-0 z-40 flex flex-col bg-white'
              : 'mt-3 max-h-[60dvh] overflow-y-auto pt-4',
          )}
        >
          {sheet ? (
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
              <p className="font-semibold text-slate-900">Filters</p>
              <Button variant="ghost" size="icon" aria-label="Close filters" onClick={closeSheet}>
                <X aria-hidden="true" />
              </Button>
            </div>
          ) : null}
          <div className={cn(sheet && 'flex-1 overflow-y-auto px-4 py-4')}>
            <div className="grid gap-4 sm:grid-cols-3">
              <OptionSelect
                label="Role"
                anyLabel="Any role"
                value={filters.role}
                options={roles.data ?? []}
                onChange={(v) => onFieldChange('role', v)}
              />
              <OptionSelect
                label="Location"
                anyLabel="Any location"
                value={filters.location}
                options={locationFilterOptions}
                onChange={(v) => onFieldChange('location', v)}
              />
              <OptionSelect
                label="Availability"
                anyLabel="Any availability"
                value={filters.availability}
                options={availabilityOptions}
                labelOf={availabilityLabel}
                onChange={(v) => onFieldChange('availability', v)}
              />
            </div>

            <div className="mt-4" role="group" aria-labelledby={skillsLabelId}>
              <p id={skillsLabelId} className="text-sm font-medium text-slate-800">
                Skills
              </p>
              {skills.isError ? (
                <p className="mt-2 text-sm text-slate-600">Skills could not be loaded.</p>
              ) : (
                <div
                  className={cn(
                    'mt-2 flex flex-wrap gap-2 p-0.5',
                    !sheet && 'max-h-40 overflow-y-auto',
                  )}
                >
                  {chips.map((skill) => {
                    const pressed = filters.skills.includes(skill);
                    return (
                      <button
                        key={skill}
                        type="button"
                        aria-pressed={pressed}
                        onClick={() => onToggleSkill(skill)}
                        className={cn(
                          'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
                          pressed
                            ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                            : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
                        )}
                      >
                        {pressed ? <Check className="size-3.5" aria-hidden="true" /> : null}
                        {skill}
                      </button>
                    );
                  })}
                </div>
              )}
            </div>
            {advanced && open ? (
              <Suspense fallback={null}>
                <AdvancedFiltersSection
                  filters={filters}
                  access={advanced.access}
                  viewer={advanced.viewer}
                  onChange={advanced.onChange}
                />
              </Suspense>
            ) : null}
          </div>
          <div
            className={cn(
              'flex justify-end gap-2',
              sheet ? 'border-t border-slate-200 px-4 py-3' : 'mt-4',
            )}
          >
            <Button variant="ghost" onClick={onClearAll} disabled={!active}>
              <X aria-hidden="true" />
              {feedTexts.clearAll}
            </Button>
            {sheet ? (
              <Button onClick={closeSheet}>
                {resultLabel ? `Show ${resultLabel}` : 'Show Results'}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
