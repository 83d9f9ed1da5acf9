import { COUNTRIES } from '../../content/countries.ts';
import type { BoundControl } from './CryptoSignupFields.tsx';
import * as css from './cryptoForm.css.ts';
import { describedBy, FormField } from './FormField.tsx';

/**
 * A native select: phones open their own picker (wheel or searchable sheet) and browsers autofill it from
 * the saved address through `autocomplete="country-name"`.
 */
export function CountrySelect({ control, error }: { control: Omit<BoundControl, 'error'>; error?: string }) {
  return (
    <FormField id="crypto-country" label="Country" error={error}>
      <select className={css.select} autoComplete="country-name" {...describedBy('crypto-country', error)} {...control}>
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
