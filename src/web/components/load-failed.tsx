import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

interface LoadFailedProps {
  /** One sentence: what could not be loaded, e.g. 'The talent feed could not be loaded.' */
  message: string;
  onRetry: () => void;
  className?: string;
  /** Anything the page keeps while failed, e.g. its `DocumentTitle`. */
  children?: ReactNode;
}

/** A read that failed: the sentence and 'Try again', announced as an alert. */
export function LoadFailed({ message, onRetry, className, children }: LoadFailedProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-3 py-20 text-center', className)}
    >
      {children}
      <p className="text-lg font-semibold text-slate-900">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
