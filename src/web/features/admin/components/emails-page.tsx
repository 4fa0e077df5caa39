import { useState, type FormEvent } from 'react';
import { AlertTriangle, Send } from 'lucide-react';
import { adminTexts, emailStatuses, testEmailSchema } from '../../../../shared/admin/schemas';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAdminEmail, useAdminEmails, useEmailConfig, useSendTestEmail } from '../api/emails';
import { errorDetail } from '../lib/errors';
import { toastError } from '../lib/toast-error';
import { formatDateTime } from '../lib/format';
import { useUrlFilters } from '../lib/use-url-filters';
import { AdminPage } from './admin-page';
import { DataTable, Td, Th } from './data-table';
import { DetailList, DetailSkeleton } from './detail-list';
import { FilterBar, SelectFilter, TextFilter, withAll } from './filters';
import { CloseFooter } from './close-footer';
import { ListPagination } from './list-pagination';
import { RecordDialog } from './record-dialog';
import { RefreshButton } from './refresh-button';
import { statusLabel } from '../lib/status-labels';
import { StatusBadge } from './status-badge';

const COLUMNS = 8;

/**
 * /admin/emails (issue #7, beyond the spec; replaces spec 2 §7's debug helpers): the outbox with
 * previews, the e-mail configuration and a test e-mail.
 */
export function AdminEmailsPage() {
  const { values, page, setFilters, setPage } = useUrlFilters({
    status: '',
    template: '',
    search: '',
  });
  const query = useAdminEmails({ ...values, page });
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = query.data?.items ?? [];

  return (
    <AdminPage
      title="Emails"
      description="Outgoing e-mail and its configuration."
      actions={
        <RefreshButton onRefresh={() => void query.refetch()} fetching={query.isFetching} spin />
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <EmailConfigCard />
        <TestEmailCard />
      </div>

      <section aria-labelledby="outbox-heading" className="space-y-4">
        <h2 id="outbox-heading" className="text-lg font-bold text-slate-900">
          Outbox
        </h2>
        <FilterBar label="Filter e-mails">
          <SelectFilter
            label="Status"
            value={values.status}
            onChange={(status) => setFilters({ status })}
            options={withAll(emailStatuses, (s) => statusLabel('email', s))}
          />
          <TextFilter
            label="Template"
            value={values.template}
            onCommit={(template) => setFilters({ template })}
          />
          <div className="lg:col-span-2">
            <TextFilter
              label="Search recipient or subject"
              value={values.search}
              onCommit={(search) => setFilters({ search })}
            />
          </div>
        </FilterBar>
        <DataTable
          caption="Outbox"
          stickyLastColumn={false}
          minWidth="min-w-[64rem]"
          columns={COLUMNS}
          loading={query.isPending}
          head={
            <tr>
              <Th>Status</Th>
              <Th>Template</Th>
              <Th>Recipients</Th>
              <Th>Subject</Th>
              <Th>Attempts</Th>
              <Th>Error</Th>
              <Th>Created</Th>
              <Th>Sent</Th>
            </tr>
          }
          error={query.isError ? errorDetail(query.error) : null}
          empty="No e-mails match these filters."
          rows={rows}
          renderRow={(row) => (
            <tr
              key={row.id}
              className="cursor-pointer hover:bg-slate-50"
              onClick={() => setOpenId(row.id)}
            >
              <Td>
                <StatusBadge kind="email" status={row.status} />
                {row.userDeleted ? (
                  <div className="mt-1 text-xs text-slate-600">user_deleted</div>
                ) : null}
              </Td>
              <Td className="font-mono text-xs">{row.template}</Td>
              <Td className="max-w-56 break-all">{row.to.join(', ')}</Td>
              <Td className="max-w-72">
                {/* The button makes the row reachable by keyboard; the row click is a shortcut. */}
                <button
                  type="button"
                  className="text-left font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                  onClick={(event) => {
                    event.stopPropagation();
                    setOpenId(row.id);
                  }}
                >
                  {row.subject}
                </button>
              </Td>
              <Td>{row.attempts}</Td>
              <Td className="max-w-56 text-xs break-words text-red-800">{row.error ?? ''}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(row.sentAt)}</Td>
            </tr>
          )}
        />
        <ListPagination label="Outbox pages" page={page} list={query.data} onPage={setPage} />
      </section>

      <EmailPreviewDialog emailId={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}

function EmailConfigCard() {
  const config = useEmailConfig();
  const c = config.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Email Configuration</CardTitle>
        <CardDescription>Secrets are masked.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {config.isError ? (
          <p className="text-sm text-red-700">{errorDetail(config.error)}</p>
        ) : !c ? (
          <DetailSkeleton />
        ) : (
          <>
            {c.valid ? null : (
              <div
                role="alert"
                className="flex gap-3 rounded-xl border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900"
              >
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <div>
                  <p className="font-semibold">Email Service Fallback</p>
                  <ul className="mt-1 list-disc pl-4">
                    {c.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                </div>
              </div>
            )}
            <DetailList
              items={[
                { label: 'Transport', value: c.transport },
                { label: 'Configured transport', value: c.configuredTransport },
                { label: 'Valid', value: c.valid ? 'Yes' : 'No' },
                { label: 'Fallback to log', value: c.fallback ? 'On' : 'Off' },
                { label: 'From', value: c.from, wide: true },
                { label: 'SMTP URL', value: c.smtpUrl },
                { label: 'SendGrid key', value: c.sendgridKey },
              ]}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function TestEmailCard() {
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useSendTestEmail();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = testEmailSchema.safeParse({ to });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    send.mutate(parsed.data.to, {
      onSuccess: (result) =>
        toast(
          result.ok
            ? { title: adminTexts.emailTestOk, description: result.message }
            : {
                title: adminTexts.emailTestFailed,
                description: result.message,
                variant: 'destructive',
              },
        ),
      onError: (err) => toastError(adminTexts.emailTestFailed, err),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Send test e-mail</CardTitle>
        <CardDescription>Sends a message now through the configured transport.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <FormField label="To" error={error}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                value={to}
                onChange={(event) => {
                  setTo(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
            <Send aria-hidden="true" />
            Send test e-mail
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function EmailPreviewDialog({ emailId, onClose }: { emailId: string | null; onClose: () => void }) {
  const query = useAdminEmail(emailId);
  return (
    <RecordDialog
      open={emailId !== null}
      onClose={onClose}
      title={query.data?.subject ?? 'E-mail'}
      description={query.data ? `To ${query.data.to.join(', ')}` : 'Loading the e-mail.'}
      query={query}
      footer={<CloseFooter onClose={onClose} />}
      className="max-w-3xl"
    >
      {(e) => (
        <div className="min-w-0 space-y-4">
          <DetailList
            items={[
              { label: 'Status', value: <StatusBadge kind="email" status={e.status} /> },
              { label: 'Template', value: e.template },
              { label: 'Provider', value: e.provider },
              { label: 'Message ID', value: e.messageId },
              { label: 'Attempts', value: String(e.attempts) },
              {
                label: 'Status code',
                value: e.statusCode === null ? null : String(e.statusCode),
              },
              { label: 'Created', value: formatDateTime(e.createdAt) },
              { label: 'Sent', value: formatDateTime(e.sentAt) },
              ...(e.error ? [{ label: 'Error', value: e.error, wide: true }] : []),
            ]}
          />
          <Tabs defaultValue="html" className="space-y-3">
            <TabsList aria-label="E-mail body">
              <TabsTrigger value="html">Preview</TabsTrigger>
              <TabsTrigger value="text">Text</TabsTrigger>
            </TabsList>
            <TabsContent value="html">
              {/* sandbox="" : no scripts, no forms, no same-origin access for the e-mail HTML. */}
              <iframe
                title={`Preview of ${e.subject}`}
                sandbox=""
                srcDoc={e.htmlBody}
                className="h-96 w-full rounded-xl border border-slate-200 bg-white"
              />
            </TabsContent>
            <TabsContent value="text">
              <pre className="max-h-96 overflow-auto rounded-xl border border-slate-200 bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800">
                {e.textBody}
              </pre>
            </TabsContent>
          </Tabs>
        </div>
      )}
    </RecordDialog>
  );
}
