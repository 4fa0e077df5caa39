/**
 * The desktop bar's menu pressed before its dropdown's code was there (docs/decisions/061): set by
 * the trigger that stands in for it (`MenuTriggerLook`), read and cleared by the dropdown
 * (`DesktopNavMenu`), which then opens at once.
 */
export const openWhenLoaded: { label: string | null } = { label: null };
