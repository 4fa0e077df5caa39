/**
 * The composer's draft per conversation (issue #16), kept in `localStorage` so it survives a
 * reload or switching conversations. Storage that is full or switched off loses the draft quietly.
 */
const key = (conversationId: string) => `warmintro:draft:${conversationId}`;

export function loadDraft(conversationId: string): string {
  try {
    return localStorage.getItem(key(conversationId)) ?? '';
  } catch {
    return '';
  }
}

export function saveDraft(conversationId: string, text: string): void {
  try {
    if (text) localStorage.setItem(key(conversationId), text);
    else localStorage.removeItem(key(conversationId));
  } catch {
    // No storage: the draft lives as long as the page.
  }
}
