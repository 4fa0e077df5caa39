/**
 * The intro request dialog's draft — the role and the note typed for one candidate — per company
 * user (issue #30: a reload or a Back with the dialog open no longer loses the note). Stored with
 * the app's drafts (`lib/drafts.ts`); removed once the request is sent.
 */
import { draftKey, loadDraft, saveDraft } from '../../../lib/drafts';

/** What the dialog keeps: the two fields as typed. */
export interface IntroDraft {
  roleDescription: string;
  message: string;
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
  return { roleDescription, message };
}

/** Stores the draft (or removes it, given null). */
export function saveIntroDraft(key: string, draft: IntroDraft | null): void {
  saveDraft(key, draft);
}
