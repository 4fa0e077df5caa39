import { Hourglass } from 'lucide-react';
import { durationInWords } from '../../../../shared/admin/scorecard';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/date-time';

/**
 * How long a pending candidate has waited since signing up (issue #35 part 5: the queue is
 * longest waiting first): "Waiting 3 days" at `now` (epoch ms: when the list was read), the
 * signup time on hover.
 */
export function WaitingSince({ since, now }: { since: string; now: number }) {
  const seconds = Math.max(0, (now - new Date(since).getTime()) / 1000);
  return (
    <Badge variant="default" title={`Signed up ${formatDateTime(since)}`}>
      <Hourglass aria-hidden="true" />
      Waiting {durationInWords(seconds)}
    </Badge>
  );
}
