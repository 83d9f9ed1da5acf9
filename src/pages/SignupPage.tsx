import { SignupForm } from '../forms/lead/SignupForm.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { container, section } from '../styles/layout.css.ts';
import * as css from './SignupPage.css.ts';

/**
 * /signup: the full-page lead form (docs/product.md#lead-forms). The form is above the fold, so it ships with the page
 * and is prerendered with it; only supabase-js waits until the visitor starts typing.
 */
export function SignupPage() {
  return (
    <section className={`${container} ${section}`}>
      <div className={css.column}>
        <h1>{headingFor('/signup')}</h1>
        <SignupForm />
      </div>
    </section>
  );
}
