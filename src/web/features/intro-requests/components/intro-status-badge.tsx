import {
  dashboardBadge,
  introDisplayState,
  type IntroDisplayState,
  type IntroSummary,
} from '../../../../shared/intro-requests/schemas';
import { StatusLabel, type StatusTone } from '../../../components/ui/status-label';

/** The colour of each display state (spec 1 §4 table: blue, yellow, green). */
export const introBadgeColor: Record<IntroDisplayState, StatusTone> = {
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

/**
 * The company-side status of an intro (spec 1 §4 dashboard badges; issue #17 states): a dot and
 * the words, not a button-like chip (issue #30).
 */
export function IntroStatusBadge({
  intro,
  className,
}: {
  intro: Pick<IntroSummary, 'status'>;
  className?: string;
}) {
  return (
    <StatusLabel tone={introBadgeColor[introDisplayState(intro)]} className={className}>
      {dashboardBadge(intro)}
    </StatusLabel>
  );
}
