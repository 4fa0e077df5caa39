/**
 * The one brand layout of every e-mail (docs/decisions/025): the WarmIntro wordmark, a white card
 * with the heading and the blocks, buttons in the brand colour, and the footer. One source renders
 * the HTML and its plain-text twin. Every value put into HTML goes through `escapeHtml`; links are
 * absolute (built from `APP_URL`) and http(s) only: a button with any other address (e.g. a
 * `javascript:` one typed into a profile) is shown as text. The subject is kept on one line.
 * Tables and inline styles, so the common mail clients show it.
 */
import escapeHtml from 'escape-html';

export interface RenderedEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /**
   * Extra message headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) on
   * alerts (docs/decisions/076); the outbox keeps them in the row's payload (`mailHeaders`).
   */
  headers?: Record<string, string>;
}

/** The brand's colours: `--color-brand-700` and the slate text colours of `src/web/styles.css`. */
export const brand = {
  accent: '#c2410c',
  ink: '#0f172a',
  muted: '#475569',
  faint: '#64748b',
  line: '#e2e8f0',
  page: '#f8fafc',
} as const;

/**
 * A block of an e-mail: a paragraph; a button (a link people press: our pages, a booking link —
 * `secondary` for the quieter second choice); or facts, label and value.
 */
export type EmailBlock =
  | { p: string }
  | { button: { label: string; href: string; secondary?: boolean } }
  | { facts: [label: string, value: string][] };

const font = 'font-family:Arial,Helvetica,sans-serif';

/** An absolute http(s) address: the only kind of link an e-mail of ours carries. */
const webLink = /^https?:\/\/\S+$/i;

function paragraphHtml(text: string) {
  return `<p style="margin:0 0 16px;${font};font-size:16px;line-height:1.5;color:${brand.ink}">${escapeHtml(text)}</p>`;
}

function buttonHtml({
  label,
  href,
  secondary,
}: {
  label: string;
  href: string;
  secondary?: boolean;
}) {
  if (!webLink.test(href)) return paragraphHtml(`${label}: ${href}`);
  const cell = secondary
    ? `background:#ffffff;border:1px solid #cbd5e1;border-radius:8px`
    : `background:${brand.accent};border-radius:8px`;
  const color = secondary ? brand.ink : '#ffffff';
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0"><tr><td style="${cell}"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;${font};font-size:15px;font-weight:bold;color:${color};text-decoration:none;border-radius:8px">${escapeHtml(label)}</a></td></tr></table>`;
}

function factsHtml(facts: [string, string][]) {
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;${font};font-size:14px;color:${brand.faint};vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;${font};font-size:15px;font-weight:bold;color:${brand.ink}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">${rows}</table>`;
}

function blockHtml(block: EmailBlock): string {
  if ('p' in block) return paragraphHtml(block.p);
  if ('button' in block) return buttonHtml(block.button);
  return factsHtml(block.facts);
}

function blockText(block: EmailBlock): string {
  if ('p' in block) return block.p;
  if ('button' in block) return `${block.button.label}: ${block.button.href}`;
  return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** Renders blocks into the brand's HTML document and its plain-text twin. */
export function renderEmail(opts: {
  to: string[];
  subject: string;
  heading: string;
  blocks: EmailBlock[];
}): RenderedEmail {
  const preview = opts.blocks.find((b): b is { p: string } => 'p' in b)?.p ?? '';
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(opts.subject.replace(/\s+/g, ' '))}</title></head>`,
    `<body style="margin:0;padding:0;background:${brand.page}">`,
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preview)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${brand.page}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px">`,
    `<tr><td style="padding:0 4px 16px;${font}"><span style="display:inline-block;width:28px;height:28px;line-height:28px;text-align:center;background:${brand.accent};color:#ffffff;border-radius:6px;font-size:14px;font-weight:900;vertical-align:middle">W</span> <span style="font-size:18px;font-weight:800;color:${brand.ink};vertical-align:middle">Warm<span style="color:${brand.accent}">Intro</span></span></td></tr>`,
    `<tr><td style="background:#ffffff;border:1px solid ${brand.line};border-radius:12px;padding:32px">`,
    `<h1 style="margin:0 0 24px;${font};font-size:22px;line-height:1.3;color:${brand.ink}">${escapeHtml(opts.heading)}</h1>`,
    ...opts.blocks.map(blockHtml),
    `</td></tr>`,
    `<tr><td style="padding:16px 4px 0;${font};font-size:12px;line-height:1.5;color:${brand.faint};text-align:center">WarmIntro — warm introductions, not cold applications.</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join('\n');
  const text = [
    opts.heading,
    '',
    ...opts.blocks.flatMap((b) => [blockText(b), '']),
    '— WarmIntro: warm introductions, not cold applications.',
  ].join('\n');
  const subject = opts.subject.replace(/\s*[\r\n]+\s*/g, ' ');
  return { to: opts.to, subject, text, html };
}
