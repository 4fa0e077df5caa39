import type { ComponentType, ReactNode } from 'react';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';

/** A tab with nothing to list yet. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h3 className="text-lg font-bold text-slate-900">{title}</h3>
        {children ? <p className="max-w-md text-slate-600">{children}</p> : null}
        {action}
      </CardContent>
    </Card>
  );
}

/** A list that failed to load, with the spec's title and a retry button. */
export function LoadError({
  title,
  description,
  onRetry,
}: {
  title: string;
  description: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
      <h3 className="flex items-center gap-2 font-bold">
        <AlertTriangle className="size-5" aria-hidden="true" />
        {title}
      </h3>
      <p className="mt-1 text-sm">{description}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
