import { CalendarCheck } from 'lucide-react';
import { bookingRateText, type CompanyBookingRate } from '../../shared/responsiveness/schemas';
import { cn } from '../lib/cn';

interface CompanyBookingNoteProps {
  /** The company's `bookingRate`; nothing is shown when null (below 3 accepted intros). */
  bookingRate: CompanyBookingRate;
  className?: string;
}

/**
 * How often a company books a call once a candidate accepts its intro (issue #17;
 * docs/decisions/027): "Booked a call in 80% of accepted intros". For the intro views a candidate
 * sees and the company profile page; renders nothing below 3 accepted intros.
 */
export function CompanyBookingNote({ bookingRate, className }: CompanyBookingNoteProps) {
  if (!bookingRate) return null;
  return (
    <p
      className={cn('flex items-center gap-2 text-sm text-slate-700', className)}
      title={`${bookingRate.booked} of ${bookingRate.accepted} accepted intros had a call booked`}
    >
      <CalendarCheck className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>{bookingRateText(bookingRate)}</span>
    </p>
  );
}
