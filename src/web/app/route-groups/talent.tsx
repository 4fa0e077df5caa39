/** The talent feed and intro pages (spec 1 §2 "Talent feed", "Intro confirmation page"; spec 2 §2 "Intro response page"). */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { placeholder } from './placeholders';

/** Public: the feed, the candidate's intro response link, the alternate confirmation route. */
export const talentPublicRoutes: RouteObject[] = [
  placeholder(paths.talent.path, 'Talent Feed', 'Connect with Exceptional Talent'),
  placeholder(
    paths.introResponse.path,
    'Intro Request',
    'Responding helps us improve our matching. Your privacy is important to us.',
  ),
  placeholder(paths.requestIntroConfirmation.path, 'Intro Request Sent', 'What Happens Next?'),
];

/** Company only. */
export const talentCompanyRoutes: RouteObject[] = [
  placeholder(paths.introConfirmation.path, 'Intro Request Sent', 'What Happens Next?'),
];
