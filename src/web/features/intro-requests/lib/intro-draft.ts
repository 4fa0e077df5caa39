/**
 * The intro request dialog's draft — the role and the note typed for one candidate — per company
 * user (issue #30: a reload or a Back with the dialog open no longer loses the note). Stored with
 * the app's drafts (`lib/drafts.ts`); removed once the request is sent.
 */
import { draftKey, loadDraft, saveDraft } from '../../../lib/drafts';

/** What the dialog keeps: the fields as typed (the pay's too, issue #35). */
export interface IntroDraft {
  roleDescription: string;
  message: string;
  /** The pay's type ('salary:year', 'rate:day', 'rate:hour'), currency and amounts as typed. */
  payType: string;
  currency: string;
  min: string;
  max: string;
}

/** The key of `userId`'s draft for an intro to `candidateId`. */
export function introDraftKey(userId: string, candidateId: string): string {
  return draftKey(userId, 'intro-request', candidateId);
}

/** The stored draft, if it has the draft's shape; null otherwise. */
export function loadIntroDraft(key: string): IntroDraft | null {
  const draft = loadDraft<Partial<IntroDraft>>(key);
  if (!draft || typeof draft !== 'object') return null;
  const { roleDescription, message } = draft;
  if (typeof roleDescription !== 'string' || typeof message !== 'string') return null;
  // A draft from before pay was asked for has none: the pay starts empty.
  const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  return {
    roleDescription,
    message,
    payType: str(draft.payType, 'salary:year'),
    currency: str(draft.currency, 'USD'),
    min: str(draft.min, ''),
    max: str(draft.max, ''),
  };
}

/** Stores the draft (or removes it, given null). */
export function saveIntroDraft(key: string, draft: IntroDraft | null): void {
  saveDraft(key, draft);
}
