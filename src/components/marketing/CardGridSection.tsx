import { useId } from 'react';
import type { TitledText } from '../../content/home.ts';
import { card, container, grid, lede, section, sectionMuted } from '../../styles/layout.css.ts';
import * as css from './CardGridSection.css.ts';
import { Static } from '../Static.tsx';

/** A titled section of equal cards: the home page's insights, audiences and ReplyRadar blocks. */
export function CardGridSection({
  heading,
  intro,
  items,
  muted = false,
}: {
  heading: string;
  intro?: string;
  items: TitledText[];
  muted?: boolean;
}) {
  const headingId = useId();
  return (
    <Static as="section" className={muted ? sectionMuted : section} aria-labelledby={headingId}>
      <div className={container}>
        <div className={css.intro}>
          <h2 id={headingId}>{heading}</h2>
          {intro && <p className={lede}>{intro}</p>}
        </div>
        {/* biome-ignore lint/a11y/noRedundantRoles: with its list style removed, Safari (VoiceOver) announces no list unless the role is set. */}
        <ul className={`${grid} ${css.list}`} role="list">
          {items.map((item) => (
            <li key={item.title} className={card}>
              <h3 className={css.cardTitle}>{item.title}</h3>
              <p className={css.cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Static>
  );
}
