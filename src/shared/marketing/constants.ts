/**
 * The marketing forms' texts (spec 1 §2 "Contact page", §5 "Contact form", "Newsletter"), without
 * zod: `schemas.ts` re-exports them, and the marketing pages import them from here so that they
 * hydrate without zod (docs/decisions/055-validation-loads-with-the-first-check.md).
 */

/** What a stored contact submission is: the contact form or a demo request (spec 1 §3). */
export const contactTypes = ['contact_form', 'demo_request'] as const;

export const contactMessages = {
  fullNameRequired: 'Full Name is required.',
  workEmailRequired: 'Work Email is required.',
  workEmailInvalid: 'Work Email is invalid.',
  messageRequired: 'Message is required.',
} as const;

/** Newsletter texts: each outcome has a toast title and description (spec 1 §5 "Newsletter"). */
export const newsletterTexts = {
  invalid: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  duplicate: {
    title: 'Already Subscribed!',
    description: 'This email is already on our list. Stay tuned!',
  },
  success: {
    title: "Thanks! You're on the list.",
    description: "We'll send hiring tips and updates your way.",
  },
  prompt: 'Want tips on hiring smarter and scaling your team fast?',
} as const;

/** Demo length and response promise (spec 1 §2 "Contact page", §9). */
export const DEMO_MINUTES = 30;
