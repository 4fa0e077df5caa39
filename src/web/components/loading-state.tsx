import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '../lib/cn';

interface LoadingStateProps {
  /** What is loading, e.g. 'Loading profile…'. */
  message: string;
  className?: string;
  /** Anything the page keeps while loading, e.g. its `DocumentTitle`. */
  children?: ReactNode;
}

/** A read under way: a spinner and the sentence, announced politely as a status. */
export function LoadingState({ message, className, children }: LoadingStateProps) {
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center gap-3 py-24 text-center text-slate-600', className)}
    >
      {children}
      <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
      <p className="text-lg font-medium">{message}</p>
    </div>
  );
}
