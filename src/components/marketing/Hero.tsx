import { AppLink } from '../AppLink.tsx';
import { homeHero } from '../../content/home.ts';
import { headingFor } from '../../routes/routeTable.ts';
import { button } from '../../styles/button.css.ts';
import { container, lede } from '../../styles/layout.css.ts';
import * as css from './Hero.css.ts';
import { HeroVideo } from './HeroVideo.tsx';

/** The home page's opening: its one `<h1>`, the two calls to action and the dashboard video. */
export function Hero() {
  return (
    <section className={css.hero}>
      <div className={`${container} ${css.layout}`}>
        <div>
          <h1>{headingFor('/')}</h1>
          <p className={lede}>{homeHero.subline}</p>
          <div className={css.actions}>
            <AppLink className={button.primary} to="/np1">
              {homeHero.watchDemo}
            </AppLink>
            {/* A plain anchor: scrolls (smoothly, per the global scroll-behavior) even before hydration. */}
            <a className={button.secondary} href="#features">
              {homeHero.howItWorks}
            </a>
          </div>
        </div>
        <HeroVideo />
      </div>
    </section>
  );
}
