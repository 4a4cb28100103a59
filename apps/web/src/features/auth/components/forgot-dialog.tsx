import { useState } from 'react';
import { Button } from '@souk/ui/button';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrors } from '../../../lib/form.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSettingsStore } from '../../settings/index.ts';
import { useSendOtp } from '../api/send-otp.ts';
import { useAuthStore } from '../store.ts';
import { useCountry } from '../use-country.ts';
import { CountrySelect } from './country-select.tsx';

/**
 * Forgot password, step one (docs/features/accounts.md#forgotten-passwords): a reset code is sent,
 * then the OTP dialog opens.
 */
export function ForgotForm() {
  const t = useT();
  const byPhone = useSettingsStore((s) => s.master?.forgot_otp_type === 'phone');
  const { countries, country, setCountry } = useCountry();
  const [missing, setMissing] = useState<Record<string, string>>({});
  const mutation = useSendOtp();
  const fieldErrors = useFieldErrors(mutation.error);
  // "The country field is required" stops holding once a country is chosen: by the shopper, or
  // by default when the list arrives after a press of Send OTP.
  const stillMissing = Object.fromEntries(Object.entries(missing).filter(([field]) => field !== 'country' || !country));
  const errors = { ...fieldErrors.errors, ...stillMissing };

  return (
    <form
      onInput={fieldErrors.onInput}
      noValidate
      className="grid gap-4 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        const phone = String(new FormData(event.currentTarget).get('phone') ?? '').trim();
        // The two rules checked in the browser before asking the server
        // (docs/features/forms-and-errors.md#rules-checked-in-the-browser).
        const next: Record<string, string> = {};
        if (!country) next.country = t('The country field is required');
        if (!phone) next.phone = t('The phone or email field is required');
        setMissing(next);
        if (!country || !phone) return;
        const target = { phone, phone_code: country.phone_code, forgot_password: 1 } as const;
        mutation.mutate(target, {
          onSuccess: () => useAuthStore.getState().startOtp({ ...target, forgot: true, sendOnOpen: false }),
        });
      }}
    >
      <CountrySelect countries={countries} value={country?.name ?? ''} onChange={setCountry} error={errors.country} />
      <TextField
        name="phone"
        type={byPhone ? 'tel' : 'text'}
        label={t('Email or Phone Number')}
        autoComplete={byPhone ? 'tel-national' : 'email'}
        dir="ltr"
        leading={byPhone ? (country?.phone_code ?? '+') : undefined}
        error={errors.phone}
      />
      <Button type="submit" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? t('Processing') : t('Send OTP')}
      </Button>
    </form>
  );
}
