import type { UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRIES } from '../../content/countries.ts';
import * as css from './cryptoForm.css.ts';
import { describedBy, FormField } from './FormField.tsx';

/**
 * A native select: phones open their own picker (wheel or searchable sheet) and browsers autofill it from
 * the saved address through `autocomplete="country-name"`.
 */
export function CountrySelect({ registration, error }: { registration: UseFormRegisterReturn<'country'>; error?: string }) {
  return (
    <FormField id="crypto-country" label="Country" error={error}>
      <select className={css.select} autoComplete="country-name" {...describedBy('crypto-country', error)} {...registration}>
        <option value="">Select your country</option>
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </select>
    </FormField>
  );
}
