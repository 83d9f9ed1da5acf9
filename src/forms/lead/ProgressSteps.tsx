import * as css from './LeadForm.css.ts';

/** The full-page form's progress: 'Step 1 of 2' at 50 %, 'Step 2 of 2' at 100 % (docs/product.md#lead-forms). */
export function ProgressSteps({ step, label }: { step: 1 | 2; label: string }) {
  const percent = step === 1 ? 50 : 100;
  return (
    <div className={css.top}>
      <span className={css.progressLabel} id="lead-progress-label">
        {label}
      </span>
      <div
        className={css.progress}
        role="progressbar"
        aria-labelledby="lead-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={step === 1 ? css.barHalf : css.barFull} />
      </div>
    </div>
  );
}
