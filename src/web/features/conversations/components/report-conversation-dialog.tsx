import { useId, useState, type FormEvent } from 'react';
import { Flag, Loader2 } from 'lucide-react';
import { conversationTexts, REPORT_REASON_MAX } from '../../../../shared/conversations/schemas';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useReportConversation } from '../api/report-conversation';

/** 'Report': tells the team what is wrong; the admin may then read this conversation (issue #16). */
export function ReportConversationDialog({ conversationId }: { conversationId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportConversation();
  const fieldId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError(conversationTexts.reasonRequired);
    if (trimmed.length > REPORT_REASON_MAX) return setError(conversationTexts.reasonTooLong);
    report.mutate(
      { conversationId, reason: trimmed },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          toast({
            title: 'Report Sent',
            description: 'Thank you. Our team will read this conversation and follow up.',
          });
        },
        onError: (e) =>
          setError(
            isApiError(e) ? (e.fieldErrors.reason ?? e.detail ?? e.title) : unexpectedErrorMessage,
          ),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Flag aria-hidden="true" />
          Report
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Report this conversation</DialogTitle>
            <DialogDescription>
              Tell us what is wrong. Our team will then be able to read this conversation.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <label htmlFor={fieldId} className="text-sm font-medium text-slate-900">
              Reason
            </label>
            <Textarea
              id={fieldId}
              value={reason}
              rows={4}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
            />
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="submit" disabled={report.isPending} aria-busy={report.isPending}>
              {report.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Send Report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
