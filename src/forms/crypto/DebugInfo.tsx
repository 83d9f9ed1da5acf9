import * as css from './cryptoForm.css.ts';

export interface DebugLine {
  label: string;
  value: string;
}

/**
 * What support needs to trace a failed sign-up, folded away so it does not alarm the visitor
 * (docs/product.md#crypto-sign-up).
 */
export function DebugInfo({ lines }: { lines: DebugLine[] }) {
  return (
    <details className={css.debug}>
      <summary className={css.debugSummary}>Debug info (for support)</summary>
      <dl className={css.debugList}>
        {lines.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
