/**
 * The company's time zone (spec 1 §2 "Company dashboard": timezone, default 'UTC-5 (Eastern
 * Time)'): chosen from a list in the spec's wording, each with the IANA zone that dates in e-mails
 * are written in (docs/decisions/025). The stored value is the label.
 */

/** Label → IANA zone, west to east; the labels name the standard-time offset. */
export const companyTimeZones = [
  { label: 'UTC-10 (Hawaii Time)', zone: 'Pacific/Honolulu' },
  { label: 'UTC-9 (Alaska Time)', zone: 'America/Anchorage' },
  { label: 'UTC-8 (Pacific Time)', zone: 'America/Los_Angeles' },
  { label: 'UTC-7 (Mountain Time)', zone: 'America/Denver' },
  { label: 'UTC-6 (Central Time)', zone: 'America/Chicago' },
  { label: 'UTC-5 (Eastern Time)', zone: 'America/New_York' },
  { label: 'UTC-4 (Atlantic Time)', zone: 'America/Halifax' },
  { label: 'UTC-3 (São Paulo, Buenos Aires)', zone: 'America/Sao_Paulo' },
  { label: 'UTC (Coordinated Universal Time)', zone: 'UTC' },
  { label: 'UTC+0 (London, Lisbon)', zone: 'Europe/London' },
  { label: 'UTC+1 (Central European Time)', zone: 'Europe/Berlin' },
  { label: 'UTC+2 (Eastern European Time)', zone: 'Europe/Athens' },
  { label: 'UTC+3 (Istanbul, Moscow)', zone: 'Europe/Istanbul' },
  { label: 'UTC+4 (Dubai)', zone: 'Asia/Dubai' },
  { label: 'UTC+5:30 (India)', zone: 'Asia/Kolkata' },
  { label: 'UTC+7 (Bangkok, Jakarta)', zone: 'Asia/Bangkok' },
  { label: 'UTC+8 (Singapore, China)', zone: 'Asia/Singapore' },
  { label: 'UTC+9 (Japan, Korea)', zone: 'Asia/Tokyo' },
  { label: 'UTC+10 (Sydney)', zone: 'Australia/Sydney' },
  { label: 'UTC+12 (New Zealand)', zone: 'Pacific/Auckland' },
] as const;

/** The labels, as the select offers them and the server accepts them. */
export const companyTimeZoneLabels = companyTimeZones.map((z) => z.label) as [
  (typeof companyTimeZones)[number]['label'],
  ...(typeof companyTimeZones)[number]['label'][],
];

/** Spec 1 §2: the default time zone. */
export const DEFAULT_TIMEZONE =
  'UTC-5 (Eastern Time)' satisfies (typeof companyTimeZoneLabels)[number];

/** The IANA zone of a stored label; 'UTC' for anything else (an old free-text value). */
export function ianaZoneOf(label: string | null | undefined): string {
  return companyTimeZones.find((z) => z.label === label)?.zone ?? 'UTC';
}
