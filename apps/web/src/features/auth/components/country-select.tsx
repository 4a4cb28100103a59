import type { Country } from '@souk/contract';
import { useT } from '../../../lib/i18n.ts';

interface CountrySelectProps {
  countries: Country[];
  value: string;
  onChange: (country: Country | undefined) => void;
  error?: string | undefined;
}

/** The default country: United States when listed (the reference default), else the first. */
export function defaultCountry(countries: Country[]): Country | undefined {
  return countries.find((c) => c.name === 'United States') ?? countries[0];
}

/** The Country select of the registration and forgot-password dialogs; its phone code prefixes the phone. */
export function CountrySelect({ countries, value, onChange, error }: CountrySelectProps) {
  const t = useT();
  return (
    <div>
      <label htmlFor="field-country" className="mb-1 block text-sm font-medium text-slate-700">
        {t('Country')}
      </label>
      <select
        id="field-country"
        name="country"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'field-country-error' : undefined}
        onChange={(event) => onChange(countries.find((c) => c.name === event.target.value))}
        className={`w-full rounded-md border bg-white px-3 py-2 text-sm outline-none focus:ring-2 ${
          error ? 'border-rose-500 focus:ring-rose-600' : 'border-slate-300 focus:ring-primary-600'
        }`}
      >
        <option value="">{t('Select Country')}</option>
        {countries.map((country) => (
          <option key={country.id} value={country.name}>
            {country.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id="field-country-error" className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
