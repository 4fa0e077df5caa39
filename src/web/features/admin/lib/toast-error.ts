import { toast } from '../../../lib/toast';
import { errorDetail } from './errors';

/** A red toast: `title` and the server's explanation of `error`. */
export function toastError(title: string, error: unknown): void {
  toast({ title, description: errorDetail(error), variant: 'destructive' });
}
