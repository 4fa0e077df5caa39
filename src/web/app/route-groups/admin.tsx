/** Admin pages (spec 2 §2 "Admin screens"). Guarded by the router. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { adminPlaceholder } from './placeholders';

export const adminRoutes: RouteObject[] = [
  adminPlaceholder(
    paths.adminCandidates.path,
    'Candidates',
    'Review, approve or reject candidates.',
  ),
  adminPlaceholder(
    paths.adminCompanies.path,
    'Companies',
    'Company accounts, plans and hiring needs.',
  ),
  adminPlaceholder(
    paths.adminIntroRequests.path,
    'Intro Requests',
    'Every intro request and its status.',
  ),
  adminPlaceholder(
    paths.adminIntrosAndGigs.path,
    'Intros & Gigs',
    'Intro Activity and Gig Tracking.',
  ),
  adminPlaceholder(
    paths.adminDeleteUsers.path,
    'Admin: Delete User Records',
    'Danger Zone - Permanent User Deletion: This action permanently deletes user accounts and ALL associated data. This cannot be undone.',
  ),
  adminPlaceholder(paths.adminEmails.path, 'Emails', 'Outgoing e-mail and its configuration.'),
];
