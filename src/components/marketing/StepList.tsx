import type { Step } from '../../content/vsl.ts';
import * as css from './StepList.css.ts';

/** Numbered steps (what happens next, how upgrading works); the numbers come from the `<ol>` itself. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={css.list}>
      {steps.map((step) => (
        <li key={step.title} className={css.item}>
          <div>
            <h3 className={css.title}>{step.title}</h3>
            <p className={css.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
