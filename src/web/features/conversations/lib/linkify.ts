/**
 * Splits a message's plain text into text and links (issue #16: links made clickable safely). Only
 * `http://` and `https://` addresses become links; everything else stays text, rendered by React
 * (never as HTML). A trailing full stop, comma or closing bracket is left out of the link.
 */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const urlPattern = /\bhttps?:\/\/[^\s<>"']+/gi;
const trailing = /[.,;:!?)\]}'"]+$/;

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index;
    const raw = match[0];
    const url = raw.replace(trailing, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    let href: string | null = null;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') href = parsed.href;
    } catch {
      href = null;
    }
    parts.push(href ? { kind: 'link', text: url, href } : { kind: 'text', text: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
