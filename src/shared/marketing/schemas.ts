/**
 * Contact form, demo request and newsletter payloads (spec 1 §2 "Contact page", §5 "Contact form",
 * "Newsletter"). Messages are the spec's, word for word.
 */
import { z } from 'zod';
import {
  email,
  emailPattern,
  EMAIL_MAX_LENGTH,
  requiredName,
  requiredText,
  text,
  tooLong,
} from '../http/text';
import { contactMessages, newsletterTexts } from './constants';

// The forms' texts, without zod (the marketing pages import them from there).
export * from './constants';

export const contactSchema = z.object({
  fullName: requiredName(contactMessages.fullNameRequired, 'Full Name', 200),
  workEmail: email({
    required: contactMessages.workEmailRequired,
    invalid: contactMessages.workEmailInvalid,
  }),
  companyName: text().trim().max(200, tooLong('Company Name', 200)).optional().default(''),
  message: requiredText(contactMessages.messageRequired, 'Message', 5000),
});
export type ContactInput = z.input<typeof contactSchema>;
/** The contact form's values once checked: trimmed, company name '' when left out. */
export type ContactValues = z.output<typeof contactSchema>;

/** The 'Schedule Your Demo' block: who asks, when known (spec 1 §3 "Contact submission"). */
export const demoRequestSchema = z.object({
  fullName: text().trim().max(200, tooLong('Full Name', 200)).optional(),
  workEmail: text()
    .trim()
    .max(EMAIL_MAX_LENGTH, contactMessages.workEmailInvalid)
    .regex(emailPattern, contactMessages.workEmailInvalid)
    .optional()
    .or(z.literal('')),
  companyName: text().trim().max(200, tooLong('Company Name', 200)).optional(),
});
export type DemoRequestInput = z.infer<typeof demoRequestSchema>;

export const newsletterSchema = z.object({
  email: email({
    required: newsletterTexts.invalid.description,
    invalid: newsletterTexts.invalid.description,
  }),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;
