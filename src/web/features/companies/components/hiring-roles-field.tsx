import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { hiringRoleOptions } from '../../../../shared/companies/constants';
import { CheckboxGroup } from '../../../components/ui/form-checkbox';

interface HiringRolesFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: Path<V>;
  legend: string;
  error?: string | undefined;
}

/**
 * The company's hiring roles as chips: the six options of spec 1 §2 "Company signup", at least
 * one. The same field at signup and on the account tab (docs/decisions/025).
 */
export function HiringRolesField<V extends FieldValues>({
  control,
  name,
  legend,
  error,
}: HiringRolesFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckboxGroup
          legend={legend}
          options={hiringRoleOptions}
          value={field.value}
          onChange={field.onChange}
          error={error}
          className="sm:[&>div]:grid-cols-3"
        />
      )}
    />
  );
}
