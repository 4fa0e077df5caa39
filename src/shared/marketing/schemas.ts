/**
 * Contact form, demo request and newsletter payloads (spec 1 §2 "Contact page", §5 "Contact form",
 * "Newsletter"). Messages are the spec's, word for word.
 */
import { z } from 'zod';
import { email, emailPattern, EMAIL_MAX_LENGTH, text } from '../http/text';

/** What a stored contact submission is: the contact form or a demo request (spec 1 §3). */
export const contactTypes = ['contact_form', 'demo_request'] as const;

export const contactMessages = {
  fullNameRequired: 'Full Name is required.',
  workEmailRequired: 'Work Email is required.',
  workEmailInvalid: 'Work Email is invalid.',
  messageRequired: 'Message is required.',
} as const;

export const contactSchema = z.object({
  fullName: text({ error: contactMessages.fullNameRequired })
    .trim()
    .min(1, contactMessages.fullNameRequired)
    .max(200),
  workEmail: email({
    required: contactMessages.workEmailRequired,
    invalid: contactMessages.workEmailInvalid,
  }),
  companyName: text().trim().max(200).optional().default(''),
  message: text({ error: contactMessages.messageRequired })
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(5000),
});
export type ContactInput = z.input<typeof contactSchema>;

/** The 'Schedule Your Demo' block: who asks, when known (spec 1 §3 "Contact submission"). */
export const demoRequestSchema = z.object({
  fullName: text().trim().max(200).optional(),
  workEmail: text()
    .trim()
    .max(EMAIL_MAX_LENGTH, contactMessages.workEmailInvalid)
    .regex(emailPattern, contactMessages.workEmailInvalid)
    .optional()
    .or(z.literal('')),
  companyName: text().trim().max(200).optional(),
});
export type DemoRequestInput = z.infer<typeof demoRequestSchema>;

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

export const newsletterSchema = z.object({
  email: email({
    required: newsletterTexts.invalid.description,
    invalid: newsletterTexts.invalid.description,
  }),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** Demo length and response promise (spec 1 §2 "Contact page", §9). */
export const DEMO_MINUTES = 30;
