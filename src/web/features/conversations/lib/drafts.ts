/**
 * The composer's draft per conversation (issue #16), kept with the app's drafts
 * (`lib/drafts.ts`) so it survives a reload or switching conversations. A conversation belongs to
 * one company and one candidate, so its id keeps one person's draft apart from another's.
 */
import { draftKey, loadDraft as load, saveDraft as save } from '../../../lib/drafts';

const key = (conversationId: string) => draftKey('conversation', 'message', conversationId);

export function loadDraft(conversationId: string): string {
  const draft = load<unknown>(key(conversationId));
  return typeof draft === 'string' ? draft : '';
}

export function saveDraft(conversationId: string, text: string): void {
  save(key(conversationId), text);
}
