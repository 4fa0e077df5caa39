import {
  dashboardBadge,
  introDisplayState,
  type IntroDisplayState,
  type IntroSummary,
} from '../../../../shared/intro-requests/schemas';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

/** The badge colour of each display state (spec 1 §4 table: blue, yellow, green). */
export const introBadgeColor: Record<IntroDisplayState, BadgeProps['variant']> = {
  none: 'default',
  requested: 'default',
  accepted: 'blue',
  scheduling: 'blue',
  meeting_scheduled: 'yellow',
  meeting_completed: 'green',
  declined: 'red',
  expired: 'default',
  stale: 'default',
};

/** The company-side status badge of an intro (spec 1 §4 dashboard badges; issue #17 states). */
export function IntroStatusBadge({
  intro,
  className,
}: {
  intro: Pick<IntroSummary, 'status'>;
  className?: string;
}) {
  return (
    <Badge variant={introBadgeColor[introDisplayState(intro)]} className={className}>
      {dashboardBadge(intro)}
    </Badge>
  );
}
