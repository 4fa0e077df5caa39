import type { ReactNode } from 'react';
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

interface AccountDataCardProps {
  description: string;
  /** The export mutation: `mutate()` downloads the JSON file. */
  download: {
    mutate: (_: undefined, options: { onError: () => void }) => void;
    isPending: boolean;
  };
  /** The account's delete dialog. */
  children: ReactNode;
}

/**
 * 'Your Data': 'Download My Data' and the account's delete action (issues #3 and #5, beyond the
 * spec), for companies and candidates alike.
 */
export function AccountDataCard({ description, download, children }: AccountDataCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Data</CardTitle>
        <CardDescription>{description}</CardDescription>
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
        {children}
      </CardContent>
    </Card>
  );
}
