import * as css from './Honeypot.css.ts';
import { HONEYPOT_NAME } from './honeypotName.ts';

/**
 * A field people never see or reach (hidden by the stylesheet, out of the tab order, hidden from assistive
 * technology) but form-filling bots do fill: a filled one makes the submission look successful and store nothing.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className={css.trap} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
