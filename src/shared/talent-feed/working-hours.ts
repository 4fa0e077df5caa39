/**
 * Working hours (issue #34 item 4, docs/decisions/075-advanced-search.md): how many hours a
 * company's working day overlaps a candidate region's — the one place the time-zone overlap
 * filter's rule lives, for the server's filters and the panel's explanation.
 */

/** Everyone's working day, in their own time zone: 09:00 to 17:00. */
export const WORKDAY_START_HOUR = 9;
export const WORKDAY_END_HOUR = 17;
const WORKDAY_MINUTES = (WORKDAY_END_HOUR - WORKDAY_START_HOUR) * 60;
const DAY_MINUTES = 24 * 60;

/**
 * The working-hours regions the database derives from a candidate's location (`work_region`,
 * docs/decisions/033), each with the zone its working day is counted in: US Central (within two
 * hours of every mainland US zone) and Central European Time (within one hour of every EU city the
 * derivation names). A candidate whose location names no region has unknown hours and never
 * matches an overlap filter.
 */
export const workRegionZones = { US: 'America/Chicago', EU: 'Europe/Berlin' } as const;
export type WorkRegion = keyof typeof workRegionZones;
export const workRegions = Object.keys(workRegionZones) as WorkRegion[];

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The UTC offset of the IANA `zone` at `at`, in minutes (east positive: Berlin in winter 60). */
export function utcOffsetMinutes(zone: string, at: Date): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * How many hours two working days (09:00–17:00 in each zone, on the day of `at`) overlap: 8 in the
 * same zone, none 8 or more hours apart, each zone's daylight saving as it is at `at`. A day's end
 * meets the next day's start (Sydney's morning is San Francisco's afternoon). Halves for the zones
 * half an hour off (India).
 */
export function workingHoursOverlap(zoneA: string, zoneB: string, at: Date): number {
  const apart =
    (((utcOffsetMinutes(zoneA, at) - utcOffsetMinutes(zoneB, at)) % DAY_MINUTES) + DAY_MINUTES) %
    DAY_MINUTES;
  return Math.max(0, WORKDAY_MINUTES - Math.min(apart, DAY_MINUTES - apart)) / 60;
}

/** Each region's overlap, in hours, with the working day of `zone` at `at`. */
export function regionOverlaps(zone: string, at: Date): Record<WorkRegion, number> {
  return {
    US: workingHoursOverlap(zone, workRegionZones.US, at),
    EU: workingHoursOverlap(zone, workRegionZones.EU, at),
  };
}

/**
 * The regions whose working day overlaps `zone`'s by at least `hours` at `at` — what the
 * time-zone overlap filter matches (`work_region` one of them): the one place the rule lives.
 */
export function regionsOverlapping(zone: string, hours: number, at: Date): WorkRegion[] {
  const overlaps = regionOverlaps(zone, at);
  return workRegions.filter((region) => overlaps[region] >= hours);
}
