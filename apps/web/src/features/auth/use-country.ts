import type { Country } from '@souk/contract';
import { useState } from 'react';
import { useCountriesQuery } from './api/get-countries.ts';
import { defaultCountry } from './components/country-select.tsx';

/**
 * The chosen country, defaulting once the list arrives: the choice is stored only when the
 * shopper makes one, so the default needs no effect.
 */
export function useCountry() {
  const countries = useCountriesQuery().data?.countries ?? [];
  const [chosen, setChosen] = useState<Country | undefined | null>(null);
  const country = chosen === null ? defaultCountry(countries) : chosen;
  return { countries, country, setCountry: setChosen };
}
