import { Link } from 'react-router-dom';
import { brand } from '../content/brand.ts';
import * as css from './Logo.css.ts';

/** The wordmark, linking home. `compact` is the smaller phone size used by the full-page lead form. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" aria-label={`${brand.product} home`} className={css.link}>
      <img src="/logo.svg" alt="" width={160} height={32} className={compact ? css.compact : css.image} />
    </Link>
  );
}
