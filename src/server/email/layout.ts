/**
 * The shared e-mail frame: one source renders the HTML and the plain-text body. Every value put
 * into HTML goes through `escapeHtml`; links are absolute (built from `APP_URL`) and http(s) only.
 */
import escapeHtml from 'escape-html';

export interface RenderedEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A block of an e-mail: a paragraph, or a call-to-action button. */
export type EmailBlock = { p: string } | { button: { label: string; href: string } };

/** An absolute http(s) address: the only kind of link an e-mail of ours carries. */
const webLink = /^https?:\/\/\S+$/i;

/** A block of the HTML part: every value escaped; a button only for an http(s) address. */
function htmlBlock(b: EmailBlock): string {
  if ('p' in b) return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(b.p)}</p>`;
  const { label, href } = b.button;
  if (!webLink.test(href))
    return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(`${label}: ${href}`)}</p>`;
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`;
}

/**
 * Renders blocks into a small, client-safe HTML document and its plain-text twin. Values are
 * escaped in the HTML and left as typed in the text; a button whose address is not http(s) (e.g. a
 * `javascript:` one) is shown as text, not as a link; the subject is kept on one line
 * (docs/decisions/020).
 */
export function renderEmail(opts: {
  to: string[];
  subject: string;
  heading: string;
  blocks: EmailBlock[];
}): RenderedEmail {
  const htmlBlocks = opts.blocks.map(htmlBlock).join('\n');
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(opts.heading)}</h1>\n${htmlBlocks}\n<p style="margin:32px 0 0;font-size:12px;color:#64748b">WarmIntro — warm introductions, not cold applications.</p></div></body></html>`;
  const text = [
    opts.heading,
    '',
    ...opts.blocks.map((b) => ('p' in b ? b.p : `${b.button.label}: ${b.button.href}`)),
    '',
    '— WarmIntro',
  ].join('\n');
  const subject = opts.subject.replace(/\s*[\r\n]+\s*/g, ' ');
  return { to: opts.to, subject, text, html };
}
