import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDomainSchema,
  domainTexts,
  type AddDomainInput,
  type CompanyDomain,
} from '../../../../shared/companies/domains';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
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
import { InlineLoadFailed } from '../../../components/inline-load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { VerifiedBadge } from '../../../components/verified-badge';
import { useAddCompanyDomain } from '../api/add-company-domain';
import { useCompanyDomains } from '../api/get-company-domains';
import { useRemoveCompanyDomain } from '../api/remove-company-domain';
import { useResendDomainLink } from '../api/resend-domain-link';

function failed(error: unknown) {
  toast({
    title: 'Error',
    description: isApiError(error) && error.detail ? error.detail : unexpectedErrorMessage,
    variant: 'destructive',
  });
}

function AddDomainForm() {
  const add = useAddCompanyDomain();
  const form = useForm<AddDomainInput>({
    resolver: zodResolver(addDomainSchema),
    defaultValues: { domain: '', address: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const added = await add.mutateAsync(values);
      form.reset();
      toast({ title: 'Link Sent', description: domainTexts.sent(added.address) });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      if (fields.domain) form.setError('domain', { message: fields.domain });
      if (fields.address) form.setError('address', { message: fields.address });
      if (!fields.domain && !fields.address) failed(error);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Add a domain">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Domain" error={errors.domain?.message}>
          {(control) => <Input {...control} placeholder="acme.io" {...form.register('domain')} />}
        </FormField>
        <FormField label="Address at this domain" error={errors.address?.message}>
          {(control) => (
            <Input {...control} placeholder="jobs@acme.io" {...form.register('address')} />
          )}
        </FormField>
      </div>
      <Button type="submit" disabled={isSubmitting || add.isPending}>
        Send verification link
      </Button>
    </form>
  );
}

function DomainRow({ item, canManage }: { item: CompanyDomain; canManage: boolean }) {
  const resend = useResendDomainLink();
  const remove = useRemoveCompanyDomain();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1">
        <p className="flex items-center gap-2 font-medium break-all text-slate-900">
          {item.domain}
          {item.status === 'verified' ? <VerifiedBadge domain={item.domain} /> : null}
        </p>
        {item.status === 'pending' ? (
          <p className="text-sm text-slate-600">
            {item.expired
              ? `The link to ${item.address} has expired.`
              : `Waiting: a link was sent to ${item.address}.`}
          </p>
        ) : null}
      </div>
      {canManage ? (
        <div className="flex gap-2">
          {item.status === 'pending' ? (
            <Button
              variant="outline"
              size="sm"
              disabled={resend.isPending}
              aria-label={`Resend the link for ${item.domain}`}
              onClick={() =>
                resend.mutate(item.id, {
                  onSuccess: (sent) =>
                    toast({ title: 'Link Sent', description: domainTexts.sent(sent.address) }),
                  onError: failed,
                })
              }
            >
              Resend
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            disabled={remove.isPending}
            aria-label={`Remove ${item.domain}`}
            onClick={() =>
              remove.mutate(item.id, {
                onSuccess: () =>
                  toast({ title: 'Domain Removed', description: domainTexts.removed }),
                onError: failed,
              })
            }
          >
            Remove
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The Account tab's "Verified domains" section (issue #35 part 3, docs/decisions/079): the
 * company's domains with their state, and for the owner and admins Add (a domain and an address
 * at it), Resend and Remove, with the server's messages beside the fields ("Free e-mail domains
 * like gmail.com cannot be verified", "This domain is verified by another company").
 */
export function VerifiedDomainsCard() {
  const domains = useCompanyDomains();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{domainTexts.sectionTitle}</CardTitle>
        <CardDescription>{domainTexts.sectionDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {domains.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : domains.isError ? (
          <InlineLoadFailed
            message="Could not load your domains."
            onRetry={() => domains.refetch()}
          />
        ) : (
          <>
            {domains.data.items.length > 0 ? (
              <ul className="divide-y divide-slate-200" aria-label="Your domains">
                {domains.data.items.map((item) => (
                  <DomainRow key={item.id} item={item} canManage={domains.data.canManage} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">No domains yet.</p>
            )}
            {domains.data.canManage ? (
              <AddDomainForm />
            ) : (
              <p className="text-sm text-slate-600">{domainTexts.managersOnly}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
