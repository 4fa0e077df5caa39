/** Ids are random UUIDs (DESIGN.md "API conventions"). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is shaped like a UUID (so it can be compared with a uuid column). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
