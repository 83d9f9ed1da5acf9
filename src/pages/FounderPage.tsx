import { useLocation } from '../routes/navigation.tsx';
import { DemoVideoHero } from '../components/marketing/DemoVideoHero.tsx';
import { config } from '../config.ts';
import { founderBios } from '../content/founderBios.ts';
import { founderBySlug } from '../content/founders.ts';
import { founderPhotos } from '../content/founderPhotos.ts';
import { founderPageCopy } from '../content/vsl.ts';
import { button } from '../styles/button.css.ts';
import { container, row, section, visuallyHidden } from '../styles/layout.css.ts';
import * as css from './FounderPage.css.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * A founder's profile (docs/product.md#founder-pages): photo, title, short bio, LinkedIn, Telegram, Book a Demo and the
 * demo video.
 */
export function FounderPage() {
  const founder = founderBySlug(useLocation().pathname.slice(1));
  if (!founder) return <NotFoundPage />;
  const photo = founderPhotos[founder.photoIndex]!;
  const links = [
    { label: founderPageCopy.bookDemo, href: config.bookingUrl, className: button.primary },
    // A sample founder has no personal profiles: their buttons reach the company's channels (founders.ts).
    { label: founderPageCopy.linkedIn, href: founder.linkedInUrl ?? config.linkedInUrl, className: button.secondary },
    { label: founderPageCopy.telegram, href: founder.telegramUrl ?? config.telegramUrl, className: button.secondary },
  ];
  return (
    <>
      <section className={`${container} ${section} ${css.profile}`}>
        <picture>
          <source srcSet={photo.avif} type="image/avif" />
          <img
            className={css.photo}
            src={photo.webp}
            alt={`Portrait of ${founder.name}`}
            width={photo.width}
            height={photo.height}
            fetchPriority="high"
          />
        </picture>
        <div>
          <h1>{founder.name}</h1>
          <p className={css.title}>{founder.title}</p>
          {(founderBios[founder.slug] ?? []).map((paragraph) => (
            <p key={paragraph} className={css.bio}>
              {paragraph}
            </p>
          ))}
          <div className={row}>
            {links.map((link) => (
              <a key={link.label} className={link.className} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className={visuallyHidden}> (opens in a new tab)</span>
              </a>
            ))}
          </div>
        </div>
      </section>
      <div className={`${container} ${css.demo}`}>
        <DemoVideoHero heading={founderPageCopy.demoHeading} />
      </div>
    </>
  );
}
