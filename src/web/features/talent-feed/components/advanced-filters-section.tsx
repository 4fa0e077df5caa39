import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDown, Sparkles } from 'lucide-react';
import {
  EXPERIENCE_FILTER_MAX,
  parseSalary,
  workTypeLabels,
  workTypes,
} from '../../../../shared/talent-feed/advanced-filters';
import {
  advancedFilterMessages,
  advancedSearchTexts,
  answersWithinOptions,
  formatSalary,
  tzOverlapOptions,
} from '../../../../shared/talent-feed/advanced-search-texts';
import type { AdvancedSearchAccess } from '../../../../shared/talent-feed/schemas';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { countAdvancedFilters, type AdvancedFeedFilters } from '../lib/feed-filters';

/** How long after the last keystroke a number field commits (as the search box). */
const NUMBER_DEBOUNCE_MS = 400;

/** A whole number of years as typed, or null. */
function parseYears(text: string): number | null {
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n <= EXPERIENCE_FILTER_MAX ? n : null;
}

/**
 * A labelled number field that commits a valid value a moment after typing stops (or on leaving
 * it), and says what is wrong with an invalid one instead of committing it. A value changed from
 * outside (Clear All, 'Use my budget', back/forward) replaces the text unless it already says it.
 */
function NumberField({
  label,
  value,
  placeholder,
  format,
  parse,
  invalid,
  validate,
  onChange,
  inputMode,
}: {
  label: string;
  value: number | null;
  placeholder: string;
  format: (n: number) => string;
  parse: (text: string) => number | null;
  /** The message for text that is not a value. */
  invalid: string;
  /** A further check of a value (its order against the other end), or null when it is fine. */
  validate: (n: number) => string | null;
  onChange: (n: number | null) => void;
  inputMode: 'numeric' | 'text';
}) {
  const id = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(value === null ? '' : format(value));
  const [seen, setSeen] = useState(value);
  const [error, setError] = useState<string | null>(null);
  if (value !== seen) {
    setSeen(value);
    const typed = draft.trim() ? parse(draft.trim()) : null;
    if (typed !== value) {
      setDraft(value === null ? '' : format(value));
      setError(null);
    }
  }
  const commit = () => {
    const text = draft.trim();
    const n = text ? parse(text) : null;
    const problem = text && n === null ? invalid : n === null ? null : validate(n);
    setError(problem);
    if (!problem && n !== value) onChange(n);
  };
  const commitLater = useEffectEvent(commit);
  useEffect(() => {
    const timer = setTimeout(() => commitLater(), NUMBER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode={inputMode}
        autoComplete="off"
        placeholder={placeholder}
        value={draft}
        maxLength={20}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ChoiceSelect({
  label,
  anyLabel,
  value,
  options,
  labelOf,
  hint,
  disabled,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: number | null;
  options: readonly number[];
  labelOf: (n: number) => string;
  hint?: ReactNode;
  disabled?: boolean;
  onChange: (n: number | null) => void;
}) {
  const id = useId();
  const hintId = useId();
  // A shared link may carry a value that is not one of the options: keep it selectable.
  const all = value !== null && !options.includes(value) ? [...options, value] : options;
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value === null ? '' : String(value)}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{anyLabel}</option>
        {all.map((n) => (
          <option key={n} value={n}>
            {labelOf(n)}
          </option>
        ))}
      </NativeSelect>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;
const days = (n: number) => (n === 7 ? 'a week' : `${n} ${n === 1 ? 'day' : 'days'}`);

/**
 * The filter panel's 'Advanced filters' (issue #34 item 4, docs/decisions/075): a disclosure with
 * salary (from–to, or the company's budget), years of experience (from–to), work type (Remote,
 * Hybrid, On-site), time-zone overlap with the company's working day, and 'answers within'. For a
 * company on Pro or Enterprise they apply; for a company on Free and a visitor the same controls
 * are a disabled preview with a sentence and a link to upgrade (`/upgrade`, or the plans on
 * `/pricing` for a visitor) — any values a link carries shown but not applied.
 */
export function AdvancedFiltersSection({
  filters,
  access,
  viewer,
  onChange,
}: {
  filters: AdvancedFeedFilters;
  /** The viewer's access (a company's), or undefined for a visitor or while it loads. */
  access: AdvancedSearchAccess | undefined;
  viewer: 'company' | 'visitor';
  onChange: (change: Partial<AdvancedFeedFilters>) => void;
}) {
  const regionId = useId();
  const noteId = useId();
  const set = countAdvancedFilters(filters);
  const [open, setOpen] = useState(set > 0);
  const available = viewer === 'company' && access?.available === true;
  const budget = available ? access?.yearlyBudgetUsd : null;
  const noTimeZone = viewer === 'company' && access !== undefined && access.timeZone === null;
  const overlap = access?.overlapHours;

  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-2 rounded-lg py-1 text-left text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700/40"
      >
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open ? 'rotate-0' : '-rotate-90')}
        />
        Advanced filters
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
          Pro
        </span>
        {set > 0 && available ? (
          <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{set}</span>
        ) : null}
      </button>
      <div id={regionId} role="region" aria-label="Advanced filters" hidden={!open}>
        {available ? null : (
          <div
            id={noteId}
            className="mt-3 flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-800"
          >
            <Sparkles className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <div className="grid min-w-0 gap-1.5 sm:flex sm:flex-1 sm:items-center sm:gap-3">
              <p className="min-w-0 sm:flex-1">
                {viewer === 'company'
                  ? advancedSearchTexts.previewForFree
                  : advancedSearchTexts.previewForVisitors}
                {set > 0 ? ' The advanced filters in this link are not applied.' : null}
              </p>
              <Link
                to={viewer === 'company' ? paths.upgrade.getHref() : paths.pricing.getHref()}
                className="justify-self-start font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {viewer === 'company' ? advancedSearchTexts.upgrade : advancedSearchTexts.seePlans}
              </Link>
            </div>
          </div>
        )}
        <fieldset
          disabled={!available}
          aria-describedby={available ? undefined : noteId}
          className="mt-3 grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          <legend className="sr-only">Advanced filters</legend>
          <div className="grid min-w-0 gap-2">
            <div className="grid grid-cols-2 gap-2">
              <NumberField
                label="Salary from (USD a year)"
                value={filters.salaryMin}
                placeholder="e.g. 90k"
                format={formatSalary}
                parse={parseSalary}
                invalid={advancedFilterMessages.salary}
                validate={(n) =>
                  filters.salaryMax !== null && n > filters.salaryMax
                    ? advancedFilterMessages.salaryOrder
                    : null
                }
                onChange={(salaryMin) => onChange({ salaryMin })}
                inputMode="text"
              />
              <NumberField
                label="Salary to (USD a year)"
                value={filters.salaryMax}
                placeholder="e.g. 150k"
                format={formatSalary}
                parse={parseSalary}
                invalid={advancedFilterMessages.salary}
                validate={(n) =>
                  filters.salaryMin !== null && n < filters.salaryMin
                    ? advancedFilterMessages.salaryOrder
                    : null
                }
                onChange={(salaryMax) => onChange({ salaryMax })}
                inputMode="text"
              />
            </div>
            {budget ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => onChange({ salaryMin: budget.low, salaryMax: budget.high })}
              >
                Use my budget ({formatSalary(budget.low)}–{formatSalary(budget.high)})
              </Button>
            ) : null}
          </div>
          <div className="grid grid-cols-2 gap-2">
            <NumberField
              label="Experience from (years)"
              value={filters.experienceMin}
              placeholder="e.g. 3"
              format={String}
              parse={parseYears}
              invalid={advancedFilterMessages.experience}
              validate={(n) =>
                filters.experienceMax !== null && n > filters.experienceMax
                  ? advancedFilterMessages.experienceOrder
                  : null
              }
              onChange={(experienceMin) => onChange({ experienceMin })}
              inputMode="numeric"
            />
            <NumberField
              label="Experience to (years)"
              value={filters.experienceMax}
              placeholder="e.g. 8"
              format={String}
              parse={parseYears}
              invalid={advancedFilterMessages.experience}
              validate={(n) =>
                filters.experienceMin !== null && n < filters.experienceMin
                  ? advancedFilterMessages.experienceOrder
                  : null
              }
              onChange={(experienceMax) => onChange({ experienceMax })}
              inputMode="numeric"
            />
          </div>
          <fieldset className="grid min-w-0 gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">Work type</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {workTypes.map((type) => (
                <label
                  key={type}
                  className="flex min-h-11 items-center gap-2 text-sm text-slate-800 sm:min-h-0"
                >
                  <input
                    type="checkbox"
                    checked={filters.workType.includes(type)}
                    onChange={(event) =>
                      onChange({
                        workType: workTypes.filter((t) =>
                          t === type ? event.target.checked : filters.workType.includes(t),
                        ),
                      })
                    }
                    className="size-4 rounded border-slate-300 accent-brand-600"
                  />
                  {workTypeLabels[type]}
                </label>
              ))}
            </div>
          </fieldset>
          <ChoiceSelect
            label="Time-zone overlap"
            anyLabel="Any overlap"
            value={filters.tzOverlap}
            options={tzOverlapOptions}
            labelOf={(n) => `At least ${hours(n)} of my working day`}
            onChange={(tzOverlap) => onChange({ tzOverlap })}
            disabled={noTimeZone && filters.tzOverlap === null}
            hint={
              noTimeZone ? (
                <>
                  {advancedFilterMessages.noTimeZone}{' '}
                  <Link
                    to={paths.dashboard.getHref('account')}
                    className="font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    Account settings
                  </Link>
                </>
              ) : overlap ? (
                `Your working day (9:00–17:00, ${access?.timeZone}) shares ${hours(overlap.US)} with US hours and ${hours(overlap.EU)} with EU hours today.`
              ) : (
                "Counted from your company's time zone, 9:00–17:00 on both sides."
              )
            }
          />
          <ChoiceSelect
            label="Answers within"
            anyLabel="Any response time"
            value={filters.answersWithin}
            options={answersWithinOptions}
            labelOf={(n) => `Usually within ${days(n)}`}
            onChange={(answersWithin) => onChange({ answersWithin })}
          />
        </fieldset>
      </div>
    </div>
  );
}
