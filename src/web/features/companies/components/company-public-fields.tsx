import type { UseFormReturn } from 'react-hook-form';
import {
  COMPANY_DESCRIPTION_MAX,
  companySizes,
  companyStages,
} from '../../../../shared/companies/company-page';
import type { CompanyAccountUpdateInput } from '../../../../shared/companies/schemas';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';

/**
 * The public profile in the Account tab (issue #15): website, a short description (≤ 500
 * characters, with a counter), size, stage and headquarters — what candidates read on the
 * company's page. The logo is drawn from the company's initials.
 */
export function CompanyPublicFields({ form }: { form: UseFormReturn<CompanyAccountUpdateInput> }) {
  const { errors } = form.formState;
  const description = form.watch('description') ?? '';
  return (
    <fieldset className="space-y-5 border-t border-slate-200 pt-5">
      <legend className="sr-only">Public profile</legend>
      <div>
        <h3 className="text-base font-semibold text-slate-900">Public profile</h3>
        <p className="text-sm text-slate-600">
          Candidates see this on your company page before they answer an intro.
        </p>
      </div>
      <FormField
        label="Short description"
        error={errors.description?.message}
        labelAside={
          <span
            className={
              description.length > COMPANY_DESCRIPTION_MAX
                ? 'text-xs text-red-700'
                : 'text-xs text-slate-600'
            }
          >
            {description.length} / {COMPANY_DESCRIPTION_MAX}
          </span>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            className="min-h-24"
            placeholder="What you build, and for whom."
            {...form.register('description')}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Website" error={errors.website?.message}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://yourcompany.com"
              {...form.register('website')}
            />
          )}
        </FormField>
        <FormField label="Headquarters" error={errors.headquarters?.message}>
          {(control) => (
            <Input {...control} placeholder="City, country" {...form.register('headquarters')} />
          )}
        </FormField>
        <FormField label="Company size" error={errors.companySize?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('companySize')}>
              <option value="">Not set</option>
              {companySizes.map((size) => (
                <option key={size} value={size}>
                  {size} people
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Stage" error={errors.stage?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('stage')}>
              <option value="">Not set</option>
              {companyStages.map((stage) => (
                <option key={stage} value={stage}>
                  {stage}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
