import { digitsOnly } from '@souk/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@souk/ui/button';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrors } from '../../../lib/form.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSettingsStore } from '../../settings/index.ts';
import { useRegister } from '../api/register.ts';
import { useAuthStore } from '../store.ts';
import { useCountry } from '../use-country.ts';
import { CountrySelect } from './country-select.tsx';

/** The registration dialog (docs/features/accounts.md#registration). */
export function RegisterForm() {
  const t = useT();
  const setAuthView = useAuthStore((s) => s.setAuthView);
  const maxLength = useSettingsStore((s) => s.master?.phone_max_length ?? 16);
  const phoneRequired = useSettingsStore((s) => s.master?.phone_required ?? true);
  const { countries, country, setCountry } = useCountry();
  const [phone, setPhone] = useState('');
  const mutation = useRegister();
  const { errors, onInput } = useFieldErrors(mutation.error);
  const legal = 'font-medium text-primary-700 underline';

  return (
    <form
      onInput={onInput}
      noValidate
      className="grid gap-4 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        mutation.mutate({
          name: String(data.get('name') ?? '').trim(),
          email: String(data.get('email') ?? '').trim(),
          password: String(data.get('password') ?? ''),
          phone,
          country: country?.name ?? '',
          phone_code: country?.phone_code ?? '',
        });
      }}
    >
      <TextField name="name" label={t('Full Name')} autoComplete="name" error={errors.name} />
      <CountrySelect countries={countries} value={country?.name ?? ''} onChange={setCountry} error={errors.country} />
      <TextField
        name="phone"
        type="tel"
        inputMode="numeric"
        label={phoneRequired ? t('Phone Number') : `${t('Phone Number')} (${t('optional')})`}
        autoComplete="tel-national"
        dir="ltr"
        leading={country?.phone_code ?? '+'}
        value={phone}
        // Digits only, as the server counts them
        // (docs/features/forms-and-errors.md#rules-checked-in-the-browser).
        onChange={(event) => setPhone(digitsOnly(event.target.value).slice(0, maxLength))}
        error={errors.phone ?? errors.phone_code}
      />
      <TextField
        name="email"
        type="email"
        label={t('Email Address')}
        autoComplete="email"
        dir="ltr"
        error={errors.email}
      />
      <PasswordField name="password" label={t('Create Password')} autoComplete="new-password" error={errors.password} />
      <p className="text-sm text-slate-600">
        {t('By signing up you agree to the')}{' '}
        <Link to="/terms-and-conditions" target="_blank" rel="noopener" className={legal}>
          {t('Terms & Conditions')}
        </Link>{' '}
        {t('and')}{' '}
        <Link to="/privacy-policy" target="_blank" rel="noopener" className={legal}>
          {t('Privacy Policy')}
        </Link>
      </p>
      <Button type="submit" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? t('Processing') : t('Sign up')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('Already have an account?')}{' '}
        <button
          type="button"
          onClick={() => setAuthView('login')}
          className="font-semibold text-primary-700 hover:underline"
        >
          {t('Log in')}
        </button>
      </p>
    </form>
  );
}
