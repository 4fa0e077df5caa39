import { AccountDataCard } from '../../auth/components/account-data-card';
import { DeleteAccountDialog } from '../../auth/components/delete-account-dialog';
import { useDeleteCandidate } from '../api/delete-candidate';
import { useDownloadCandidateData } from '../api/export-candidate-data';

/** Deletes the candidate account after the user types their e-mail (issue #5, beyond the spec). */
function DeleteCandidateDialog({ email }: { email: string }) {
  const deletion = useDeleteCandidate();
  return (
    <DeleteAccountDialog
      deletion={deletion}
      confirmText={email}
      inputType="email"
      triggerLabel="Delete My Account"
      title="Delete your candidate account?"
      description="This permanently deletes your profile, résumé, intro requests and trial project answers, and logs you out. This cannot be undone."
      deletedMessage="Your candidate profile and all its data have been deleted."
    />
  );
}

/** 'Download my data' and 'Delete my account' (issue #5 "Account", beyond the spec). */
export function CandidateDataCard({ email }: { email: string }) {
  return (
    <AccountDataCard
      description="Download everything we store about you, or delete your account for good."
      download={useDownloadCandidateData()}
    >
      <DeleteCandidateDialog email={email} />
    </AccountDataCard>
  );
}
