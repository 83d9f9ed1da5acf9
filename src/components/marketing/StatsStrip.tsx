import { stats, statsCopy, type Stat } from '../../content/stats.ts';
import { visuallyHidden } from '../../styles/layout.css.ts';
import * as css from './StatsStrip.css.ts';

/**
 * The site's headline figures (src/content/stats.ts) as a row of big numbers; `compact` fits three across on landing
 * pages.
 */
export function StatsStrip({
  items = stats,
  variant = 'default',
}: {
  items?: Stat[];
  variant?: 'default' | 'compact';
}) {
  return (
    <ul className={css.strip[variant]} aria-label={statsCopy.label}>
      {items.map((stat) => (
        <li key={stat.label} className={css.item}>
          <strong className={css.value[variant]}>
            {stat.approximate && (
              <>
                <span aria-hidden="true">~</span>
                <span className={visuallyHidden}>{statsCopy.approximately}</span>
              </>
            )}
            {stat.value}
          </strong>
          <span className={css.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
