import { Download } from 'lucide-react';
import { unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
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
      description="This permanently deletes your profile, résumé, intro requests and gig answers, and logs you out. This cannot be undone."
      deletedMessage="Your candidate profile and all its data have been deleted."
    />
  );
}

/** 'Download my data' and 'Delete my account' (issue #5 "Account", beyond the spec). */
export function CandidateDataCard({ email }: { email: string }) {
  const download = useDownloadCandidateData();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Data</CardTitle>
        <CardDescription>
          Download everything we store about you, or delete your account for good.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: () =>
                toast({
                  title: 'Error',
                  description: unexpectedErrorMessage,
                  variant: 'destructive',
                }),
            })
          }
        >
          <Download aria-hidden="true" />
          Download My Data
        </Button>
        <DeleteCandidateDialog email={email} />
      </CardContent>
    </Card>
  );
}
