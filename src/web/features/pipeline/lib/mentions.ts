/**
 * `@name` mentions in the team's notes (issue #34 item 2), as the note field offers and shows
 * them. The server decides who is mentioned (`mentionedIn` of the pipeline module: `@Full Name`,
 * or `@First` when no teammate shares the first name, any case, followed by a non-letter); these
 * helpers only find the `@…` being typed, insert a teammate's full name, and split a saved note
 * into plain text and the mentions the server recorded, to highlight them.
 */

/** A teammate the picker may offer. */
export interface Mentionable {
  userId: string;
  fullName: string;
}

/** The `@…` being typed: where its `@` is (index into the text) and what follows it. */
export interface MentionQuery {
  start: number;
  query: string;
}

/** Longest `@…` the picker follows (a full name with a space or two). */
const MAX_QUERY = 40;
/** Teammates the picker lists at most. */
export const MENTION_SUGGESTIONS_MAX = 6;

const wordChar = /[\p{L}\p{N}_]/u;

/**
 * The mention being typed just before `caret` in `text`: the last `@` that starts a word (at the
 * start or after a non-word character) with no line break, `@` or more than `MAX_QUERY`
 * characters between it and the caret. Null when the caret is not in one.
 * @example mentionQueryAt('Ask @da', 7) // { start: 4, query: 'da' }
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0 || caret - at - 1 > MAX_QUERY) return null;
  if (at > 0 && wordChar.test(before[at - 1]!)) return null;
  const query = before.slice(at + 1);
  if (/[\n@]/.test(query) || /^\s/.test(query) || /\s{2}/.test(query)) return null;
  return { start: at, query };
}

/**
 * The teammates whose full name, or one of its words, starts with `query` (any case), full-name
 * matches first, at most `MENTION_SUGGESTIONS_MAX`. An empty query lists the first teammates.
 */
export function matchTeammates<T extends Mentionable>(teammates: readonly T[], query: string): T[] {
  const q = query.toLocaleLowerCase();
  const starts: T[] = [];
  const words: T[] = [];
  for (const mate of teammates) {
    const name = mate.fullName.toLocaleLowerCase();
    if (name.startsWith(q)) starts.push(mate);
    else if (name.split(/\s+/).some((word) => word.startsWith(q))) words.push(mate);
  }
  return [...starts, ...words].slice(0, MENTION_SUGGESTIONS_MAX);
}

/**
 * `text` with the mention typed from `mention.start` to `caret` replaced by `@Full Name` and a
 * space, and where the caret goes after it.
 */
export function insertMention(
  text: string,
  mention: MentionQuery,
  caret: number,
  fullName: string,
): { text: string; caret: number } {
  const inserted = `@${fullName} `;
  const after = text.slice(caret).replace(/^ /, '');
  return {
    text: text.slice(0, mention.start) + inserted + after,
    caret: mention.start + inserted.length,
  };
}

/** A run of a note's text: plain, or a mention of a teammate. */
export type NoteSegment = { text: string; mention: false } | { text: string; mention: true };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `body` into plain runs and the mentions of `names` (the teammates the server found
 * mentioned): `@Full Name` or `@First`, in any case, starting a word and followed by a
 * non-letter or the end, as the server reads them.
 */
export function mentionSegments(body: string, names: readonly string[]): NoteSegment[] {
  const forms = new Set<string>();
  for (const name of names) {
    const full = name.trim();
    if (!full) continue;
    forms.add(full);
    forms.add(full.split(/\s+/)[0]!);
  }
  if (forms.size === 0) return body ? [{ text: body, mention: false }] : [];
  const alternatives = [...forms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}_])(@(?:${alternatives.join('|')}))(?![\\p{L}\\p{N}_])`,
    'giu',
  );
  const segments: NoteSegment[] = [];
  let last = 0;
  for (const match of body.matchAll(pattern)) {
    const start = match.index + match[1]!.length;
    if (start > last) segments.push({ text: body.slice(last, start), mention: false });
    segments.push({ text: match[2]!, mention: true });
    last = start + match[2]!.length;
  }
  if (last < body.length) segments.push({ text: body.slice(last), mention: false });
  return segments;
}
