import type { ReactNode } from 'react';
import { container, lede, section } from '../styles/layout.css.ts';
import { Static } from './Static.tsx';

/**
 * A page's opening block: its one `<h1>` and an optional lede and actions. Static content
 * (docs/architecture.md#static-content): its actions are links.
 */
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
    <Static as="section" className={`${container} ${section}`}>
      <h1>{heading}</h1>
      {children && <p className={lede}>{children}</p>}
      {actions}
    </Static>
  );
}
