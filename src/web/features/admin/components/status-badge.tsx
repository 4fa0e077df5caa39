import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { statusLabel, type StatusKind } from '../lib/status-labels';

const tones: Record<string, BadgeProps['variant']> = {
  approved: 'green',
  active: 'green',
  accepted: 'green',
  complete: 'green',
  meeting_completed: 'green',
  sent: 'green',
  simulated: 'blue',
  pending: 'yellow',
  requested: 'yellow',
  queued: 'yellow',
  sending: 'yellow',
  open: 'blue',
  proposed: 'blue',
  in_progress: 'blue',
  meeting_scheduled: 'blue',
  meeting_marked_by_company: 'blue',
  paused: 'yellow',
  rejected: 'red',
  declined: 'red',
  blacklisted: 'red',
  cancelled: 'red',
  failed: 'red',
  suspended: 'red',
  hidden: 'default',
};

/** A stored status as a coloured label, in the spec's words (`statusLabel`). */
export function StatusBadge({ kind, status }: { kind: StatusKind; status: string }) {
  return <Badge variant={tones[status] ?? 'default'}>{statusLabel(kind, status)}</Badge>;
}
