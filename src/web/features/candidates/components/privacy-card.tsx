import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { Loader2, Trash2 } from 'lucide-react';
import {
  addBlockSchema,
  privacyTexts,
  type CandidateBlock,
  type CandidatePrivacy,
} from '../../../../shared/candidates/privacy';
import type { CandidateVisibility } from '../../../../shared/candidates/constants';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { RadioGroup, RadioGroupOption } from '../../../components/ui/radio-group';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  COMPANY_SEARCH_MIN,
  useAddBlock,
  useCandidatePrivacy,
  useCompanySearch,
  useRemoveBlock,
  useSetVisibility,
} from '../api/privacy';
import { LabelledControl } from './labelled-control';

/** How long the company search waits after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 250;

/** The server's message for `field` (or its detail), else the generic one. */
function errorMessage(error: unknown, field?: string): string {
  if (!isApiError(error)) return unexpectedErrorMessage;
  return (field && error.fieldErrors[field]) || error.detail || unexpectedErrorMessage;
}

function errorToast(error: unknown) {
  toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
}

/**
 * The dashboard's Privacy card (issue #35 part 2, docs/decisions/081): who may see the candidate
 * (saved as it changes, like "Who can ask you"), their current employer read-only from the work
 * history, and the companies they block — picked from the platform in a combobox or typed as a
 * name or domain — each with a Remove button (undone by blocking again). The server is the
 * authority: its messages are shown as they are, and what was typed stays on an error.
 */
export function PrivacyCard() {
  const privacy = useCandidatePrivacy();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{privacyTexts.cardTitle}</CardTitle>
        <p className="text-sm text-slate-600">{privacyTexts.cardDescription}</p>
      </CardHeader>
      <CardContent className="space-y-8">
        {privacy.data ? (
          <>
            <VisibilitySetting visibility={privacy.data.visibility} />
            <CurrentEmployer employer={privacy.data.currentEmployer} />
            <BlockedCompanies blocks={privacy.data.blocks} />
          </>
        ) : privacy.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(privacy.error)}
          </p>
        ) : (
          <div aria-busy="true">
            <span className="sr-only">Loading</span>
            <Skeleton className="h-40" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function VisibilitySetting({ visibility }: { visibility: CandidateVisibility }) {
  const save = useSetVisibility();
  const id = useId();
  const value = save.isPending ? (save.variables?.visibility ?? visibility) : visibility;
  const options = ['everyone', 'signed_in_companies'] as const;
  return (
    <section aria-labelledby={`${id}-legend`} className="space-y-3">
      <h3 id={`${id}-legend`} className="font-semibold text-slate-900">
        {privacyTexts.visibilityLegend}
      </h3>
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        value={value}
        disabled={save.isPending}
        onValueChange={(next) =>
          save.mutate(
            { visibility: next as CandidateVisibility },
            {
              onSuccess: () => toast({ title: privacyTexts.visibilitySaved }),
              onError: errorToast,
            },
          )
        }
      >
        {options.map((option) => (
          <RadioGroupOption
            key={option}
            id={`${id}-${option}`}
            value={option}
            label={privacyTexts.options[option].label}
            description={privacyTexts.options[option].help}
          />
        ))}
      </RadioGroup>
    </section>
  );
}

function CurrentEmployer({ employer }: { employer: CandidatePrivacy['currentEmployer'] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold text-slate-900">
        {privacyTexts.currentEmployerTitle}
      </h3>
      <p className="text-slate-800">
        {employer
          ? `${employer.company}${employer.domain ? ` (${employer.domain})` : ''}`
          : privacyTexts.noCurrentEmployer}
      </p>
      <p className="text-sm text-slate-600">{privacyTexts.currentEmployerHelp}</p>
      <a
        href="#work-history"
        className="inline-block text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        onClick={(event) => {
          const card = document.getElementById('work-history');
          if (!card) return;
          event.preventDefault();
          card.scrollIntoView?.({ block: 'start' });
          card.focus();
        }}
      >
        {privacyTexts.editWorkHistory}
      </a>
    </section>
  );
}

function BlockedCompanies({ blocks }: { blocks: CandidateBlock[] }) {
  const id = useId();
  const remove = useRemoveBlock();
  const comboboxRef = useRef<HTMLInputElement>(null);
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="space-y-1">
        <h3 id={id} className="font-semibold text-slate-900">
          {privacyTexts.blockedTitle}
        </h3>
        <p className="text-sm text-slate-600">{privacyTexts.blockedHelp}</p>
      </div>
      <CompanyCombobox inputRef={comboboxRef} />
      <TypedBlockForm />
      {blocks.length === 0 ? (
        <p className="text-sm text-slate-600">{privacyTexts.noBlocks}</p>
      ) : (
        <ul aria-labelledby={id} className="divide-y divide-slate-200 rounded-lg border">
          {blocks.map((block) => (
            <li key={block.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0">
                <span className="font-medium break-words text-slate-900">{block.label}</span>{' '}
                <span className="text-sm text-slate-600">
                  {block.kind === 'company'
                    ? '· on WarmIntro'
                    : block.kind === 'domain'
                      ? '· domain'
                      : '· every company of this name'}
                </span>
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={privacyTexts.removeButton(block.label)}
                disabled={remove.isPending && remove.variables === block.id}
                onClick={() =>
                  remove.mutate(block.id, {
                    onSuccess: () => {
                      toast({ title: privacyTexts.unblocked(block.label) });
                      comboboxRef.current?.focus();
                    },
                    onError: errorToast,
                  })
                }
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** `value`, once it has not changed for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * "Block a company": an ARIA 1.2 combobox over the platform's companies (`company-search`, two
 * characters at least, debounced). Arrow keys move through the results, Enter blocks the one
 * chosen, Escape closes the list (and clears the text when it is already closed).
 */
function CompanyCombobox({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useCompanySearch(query);
  const add = useAddBlock();
  const enough = text.trim().length >= COMPANY_SEARCH_MIN;
  const settled = query === text.trim() && !search.isFetching;
  const results = enough && search.data ? search.data.companies : [];
  const expanded = open && enough;

  const pick = (company: { id: string; name: string }) => {
    setError(null);
    add.mutate(
      { kind: 'company', companyId: company.id },
      {
        onSuccess: () => {
          toast({ title: privacyTexts.blocked(company.name) });
          setText('');
          setOpen(false);
          setActive(-1);
        },
        onError: (err) => {
          setError(errorMessage(err, 'companyId'));
          setOpen(false);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!enough) return;
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current < 0
          ? step === 1
            ? 0
            : results.length - 1
          : (current + step + results.length) % results.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded ? results[active] : undefined;
      if (chosen && !add.isPending) pick(chosen);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  };

  const activeId =
    expanded && active >= 0 && results[active] ? `${id}-option-${active}` : undefined;
  return (
    <LabelledControl
      label="Block a company"
      hint={`${privacyTexts.searchLabel}: type at least ${COMPANY_SEARCH_MIN} letters of its name.`}
      error={error ?? undefined}
    >
      {(c) => (
        <div className="relative">
          <Input
            {...c}
            ref={inputRef}
            role="combobox"
            type="text"
            autoComplete="off"
            placeholder={privacyTexts.searchPlaceholder}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            aria-busy={add.isPending || undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => setOpen(true)}
          />
          <div
            className={
              expanded
                ? 'absolute z-20 mt-1 w-full rounded-lg border border-slate-200 bg-white py-1 shadow-lg'
                : 'hidden'
            }
          >
            <ul id={listboxId} role="listbox" aria-label="Companies on WarmIntro">
              {results.map((company, i) => (
                <li
                  key={company.id}
                  id={`${id}-option-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={`cursor-pointer px-3 py-2 text-sm ${
                    i === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'
                  }`}
                  // Keep the focus in the input: a click must not blur (and close) it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => pick(company)}
                >
                  {company.name}
                </li>
              ))}
            </ul>
            {expanded && !settled ? (
              <p role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-slate-600">
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                Searching…
              </p>
            ) : expanded && results.length === 0 ? (
              <p role="status" className="px-3 py-2 text-sm text-slate-600">
                {privacyTexts.noCompanyFound}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </LabelledControl>
  );
}

/** "Or block by name or domain": for companies not on the platform ("Acme Inc.", "acme.io"). */
function TypedBlockForm() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddBlock();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addBlockSchema.safeParse({ kind: 'typed', text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? privacyTexts.typedInvalid);
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: privacyTexts.blocked(text.trim()) });
        setText('');
      },
      onError: (err) => setError(errorMessage(err, 'text')),
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Block by name or domain">
      <LabelledControl label={privacyTexts.typedLabel} error={error ?? undefined}>
        {(c) => (
          <div className="flex gap-2">
            <Input
              {...c}
              autoComplete="off"
              placeholder={privacyTexts.typedPlaceholder}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
            <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
              {privacyTexts.blockButton}
            </Button>
          </div>
        )}
      </LabelledControl>
    </form>
  );
}
