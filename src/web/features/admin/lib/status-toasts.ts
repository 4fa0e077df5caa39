import { adminTexts } from '../../../../shared/admin/schemas';
import { isApiError } from '../../../lib/api-client';
import { toastError } from './toast-error';

/**
 * Spec 2 §8 "Intro status": 'Error Updating Status', or 'Update Error' with the server's
 * explanation when the request no longer exists.
 */
export function toastIntroStatusError(error: unknown): void {
  if (isApiError(error) && error.status === 404) {
    toastError('Update Error', error);
    return;
  }
  toastError(adminTexts.introStatusError, error);
}
