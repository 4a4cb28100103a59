import type { Address } from '@souk/contract';
import { digitsOnly } from '@souk/contract';
import { Button } from '@souk/ui/button';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrors, formValues } from '../../../lib/form.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { ADDRESS_TYPES } from '../address-types.ts';

const FIELDS = [
  { name: 'name', label: 'Full Name', autoComplete: 'name' },
  { name: 'phone', label: 'Phone Number', autoComplete: 'tel-national', type: 'tel' },
  { name: 'address_line', label: 'Address Line', autoComplete: 'address-line1' },
  { name: 'address_line2', label: 'Address Line 2', autoComplete: 'address-line2' },
  { name: 'area', label: 'Area', autoComplete: 'address-level2' },
  { name: 'flat_no', label: 'Flat No', autoComplete: 'off' },
  { name: 'post_code', label: 'Post Code', autoComplete: 'postal-code' },
] as const;

/** New and edit address form; the server holds the rules and its messages show under the fields. */
export function AddressForm({ address, onSaved }: { address: Address | null; onSaved?: (address: Address) => void }) {
  const t = useT();
  const mutation = useSaveAddress(onSaved);
  const { errors, onInput } = useFieldErrors(mutation.error);
  return (
    <form
      onInput={onInput}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const values = formValues(event.currentTarget);
        const body = {
          ...values,
          phone: digitsOnly(values.phone ?? ''),
          is_default: values.is_default ? 1 : 0,
        };
        mutation.mutate({ id: address?.id ?? null, body });
      }}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={t(field.label)}
          type={'type' in field ? field.type : 'text'}
          autoComplete={field.autoComplete}
          dir={field.name === 'phone' ? 'ltr' : undefined}
          defaultValue={address?.[field.name] ?? ''}
          error={errors[field.name]}
          className={field.name.startsWith('address_line') ? 'sm:col-span-2' : undefined}
        />
      ))}
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('Address Type')}</legend>
        <div className="flex flex-wrap gap-4">
          {ADDRESS_TYPES.map((type) => (
            <label key={type.value} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="address_type"
                value={type.value}
                defaultChecked={(address?.address_type ?? 'Home') === type.value}
              />
              {t(type.label)}
            </label>
          ))}
        </div>
        {errors.address_type ? <p className="mt-1 text-sm text-rose-700">{errors.address_type}</p> : null}
      </fieldset>
      <label className="inline-flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" name="is_default" value="1" defaultChecked={address?.is_default ?? false} />
        {t('Make this my default address')}
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto sm:min-w-40">
          {mutation.isPending ? t('Processing') : t('Save Address')}
        </Button>
      </div>
    </form>
  );
}
