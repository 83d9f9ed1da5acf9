import type { ReactNode } from 'react';
import { container, lede, section } from '../styles/layout.css.ts';

/** A page's opening block: its one `<h1>` and an optional lede and actions. */
export function PageHeader({
  heading,
  children,
  actions,
}: {
  heading: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className={`${container} ${section}`}>
      <h1>{heading}</h1>
      {children && <p className={lede}>{children}</p>}
      {actions}
    </section>
  );
}
