import { AppLink } from './AppLink.tsx';
import { brand } from '../content/brand.ts';
import * as css from './Logo.css.ts';

/** The wordmark, linking home. `compact`: smaller below 768 px (CSS only), as the full-page lead form wants. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <AppLink to="/" aria-label={`${brand.product} home`} className={css.link}>
      <img src="/logo.svg" alt="" width={160} height={32} className={compact ? css.compact : css.image} />
    </AppLink>
  );
}
