/**
 * Drafts of what a person types, kept in `localStorage` so that a reload, a Back or a closed tab
 * loses nothing (issue #16 for the message composer, issue #30 for the gig form and the intro
 * request dialog). A draft is kept per user and per form (and per subject: a conversation, a
 * candidate), as JSON; it is removed once what it drafted is sent. Storage that is full or switched
 * off loses drafts quietly: the form still works, for as long as the page lives.
 */
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'warmintro:draft:';

/**
 * The storage key of a draft: `who` (the user's id), `form` (e.g. 'gig-propose') and an optional
 * `subject` (e.g. the candidate's id).
 */
export function draftKey(who: string, form: string, subject = ''): string {
  return `${PREFIX}${who}:${form}:${subject}`;
}

/** The draft stored under `key`, or null when there is none or it cannot be read. */
export function loadDraft<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; null, '' or an object of empty strings removes the draft. */
export function saveDraft<T>(key: string, value: T | null): void {
  try {
    if (isEmptyDraft(value)) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // No storage: the draft lives as long as the page.
  }
}

/** True for null, '', and an object whose values are all '' or empty lists. */
function isEmptyDraft(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value !== 'object') return false;
  return Object.values(value).every(
    (v) => v === '' || v === null || v === undefined || (Array.isArray(v) && v.length === 0),
  );
}

/**
 * Keeps a react-hook-form form's values as a draft under `key` (null: none, e.g. while the user is
 * not known yet): restores the draft once, over the form's values, when `key` is first known, then
 * stores every change. The restored fields count as edited (`isDirty`). `fixed` names fields that
 * are never restored (a preselected candidate). Returns `clear`, to call once the form is sent.
 */
export function useFormDraft<T extends FieldValues>(
  // The form's transformed output type is not read here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>,
  key: string | null,
  fixed: readonly (keyof T)[] = [],
): { clear: () => void } {
  const fixedRef = useRef(fixed);
  useEffect(() => {
    if (!key) return;
    const draft = loadDraft<Partial<T>>(key);
    if (draft && typeof draft === 'object') {
      const current = form.getValues();
      const restored = { ...current };
      for (const name of Object.keys(current) as (keyof T)[]) {
        if (fixedRef.current.includes(name)) continue;
        const value = draft[name];
        if (value !== undefined && typeof value === typeof current[name]) restored[name] = value;
      }
      form.reset(restored, { keepDefaultValues: true });
    }
    const subscription = form.watch((values) => saveDraft(key, values));
    return () => subscription.unsubscribe();
  }, [form, key]);
  return { clear: () => (key ? saveDraft(key, null) : undefined) };
}
