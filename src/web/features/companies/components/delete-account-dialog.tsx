import { DeleteAccountDialog } from '../../auth/components/delete-account-dialog';
import { useDeleteCompany } from '../api/delete-company';

/** Deletes the company account after the user types the company name (issue #3, beyond the spec). */
export function DeleteCompanyAccountDialog({ companyName }: { companyName: string }) {
  const deletion = useDeleteCompany();
  return (
    <DeleteAccountDialog
      deletion={deletion}
      confirmText={companyName}
      triggerLabel="Delete Account"
      title="Delete your company account?"
      description={`This permanently deletes ${companyName}, its intro requests, gigs and preferences, and logs you out. This cannot be undone.`}
      deletedMessage="Your company account and all its data have been deleted."
    />
  );
}
