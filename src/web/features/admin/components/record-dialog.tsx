import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { errorDetail } from '../lib/errors';
import { DetailSkeleton } from './detail-list';

interface RecordDialogProps<T> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** The record's query: its failure is shown as an alert, placeholders until it arrives. */
  query: { data: T | undefined; isError: boolean; error: unknown };
  /** The loaded record's content. */
  children: (record: T) => ReactNode;
  /** Below the content, whatever state the record is in (e.g. a Close button). */
  footer?: ReactNode;
  className?: string;
}

/** A dialog about one record that loads on open (the View, Edit and e-mail preview dialogs). */
export function RecordDialog<T>({
  open,
  onClose,
  title,
  description,
  query,
  children,
  footer,
  className = 'max-w-2xl',
}: RecordDialogProps<T>) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorDetail(query.error)}
          </p>
        ) : query.data ? (
          children(query.data)
        ) : (
          <DetailSkeleton />
        )}
        {footer}
      </DialogContent>
    </Dialog>
  );
}
