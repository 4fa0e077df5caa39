/**
 * PostgreSQL enums of the data model (spec 1 §3–§4, spec 2 §3–§4, DESIGN.md "Domain words").
 */
import { pgEnum } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['company', 'candidate', 'admin']);
export const planTier = pgEnum('plan_tier', ['free', 'pro', 'enterprise']);
export const companyStatus = pgEnum('company_status', [
  'active',
  'paused',
  'blacklisted',
  'pending',
]);
export const companyOnboardingStatus = pgEnum('company_onboarding_status', [
  'pending_preferences',
  'complete',
]);
export const candidateStatus = pgEnum('candidate_status', [
  'pending',
  'approved',
  'rejected',
  'suspended',
  'hidden',
]);
export const candidateOnboardingStatus = pgEnum('candidate_onboarding_status', [
  'pending_review',
  'completed',
]);
/** Intro request statuses the admin may set (spec 2 §4); companies and candidates use the first three. */
export const introStatus = pgEnum('intro_status', [
  'requested',
  'accepted',
  'declined',
  'meeting_scheduled',
  'meeting_marked_by_company',
  'meeting_completed',
]);
export const candidateResponse = pgEnum('candidate_response', ['accepted', 'declined']);
export const gigStatus = pgEnum('gig_status', [
  'open',
  'proposed',
  'in_progress',
  'complete',
  'cancelled',
]);
export const emailStatus = pgEnum('email_status', [
  'queued',
  'sending',
  'sent',
  'simulated',
  'failed',
]);
export const contactType = pgEnum('contact_type', ['contact_form', 'demo_request']);
