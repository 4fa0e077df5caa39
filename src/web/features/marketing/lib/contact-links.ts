/** Addresses and links of the contact page (spec 1 §2 "Contact page"). */
export const contactLinks = {
  /** The external scheduling page the 'Schedule Your Demo' button opens in a new tab. */
  demoScheduling: 'https://cal.com/warmintro/demo',
  generalEmail: 'hello@warmintro.example',
  partnershipsEmail: 'partners@warmintro.example',
} as const;
