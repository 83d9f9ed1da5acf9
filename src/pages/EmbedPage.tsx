import { embedForm } from '../content/leadCapture.ts';
import { EmbedForm } from '../forms/lead/EmbedForm.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { card } from '../styles/layout.css.ts';
import * as css from './EmbedPage.css.ts';

/**
 * /embed: the compact lead card partners frame on their sites (drawn without the site's navbar and footer).
 * Links open in a new tab so the partner's page stays where it is.
 */
export function EmbedPage() {
  return (
    <div className={css.page}>
      <div className={`${card} ${css.card}`}>
        <h1 className={css.heading}>{headingFor('/embed')}</h1>
        <p>{embedForm.lede}</p>
        <EmbedForm />
        <p className={css.legal}>
          {embedForm.legal}{' '}
          <a href="/privacy" target="_blank" rel="noopener">
            Privacy Policy
          </a>{' '}
          and{' '}
          <a href="/terms" target="_blank" rel="noopener">
            Terms of Service
          </a>
          .
        </p>
      </div>
    </div>
  );
}
