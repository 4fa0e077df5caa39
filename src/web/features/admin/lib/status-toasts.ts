import { adminTexts } from '../../../../shared/admin/schemas';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { errorDetail } from './errors';

/**
 * Spec 2 §8 "Intro status": 'Error Updating Status', or 'Update Error' with the server's
 * explanation when the request no longer exists.
 */
export function toastIntroStatusError(error: unknown): void {
  if (isApiError(error) && error.status === 404) {
    toast({ title: 'Update Error', description: errorDetail(error), variant: 'destructive' });
    return;
  }
  toast({
    title: adminTexts.introStatusError,
    description: errorDetail(error),
    variant: 'destructive',
  });
}
