import type { Ref } from 'react';
import * as css from './Honeypot.css.ts';
import { HONEYPOT_NAME } from './honeypotName.ts';

/**
 * A field people never see or reach (hidden by the stylesheet, out of the tab order, hidden from assistive
 * technology) but form-filling bots do fill: a filled one makes the submission look successful and store nothing.
 */
export function Honeypot({ id, ref }: { id: string; ref: Ref<HTMLInputElement> }) {
  return (
    <div className={css.trap} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input ref={ref} id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
