import { lazyLayer, OptionalLayer } from '../../app/OptionalLayer.tsx';
import { homePricing } from '../../content/home.ts';
import { container, section } from '../../styles/layout.css.ts';

// Hidden on the home page, so kept out of its initial JavaScript.
const PricingTableEmbed = lazyLayer(
  () => import('./PricingTableEmbed.tsx'),
  (module) => module.PricingTableEmbed,
);

/**
 * `#pricing`, hidden (docs/product.md#home): it stays in the page for whoever reveals it, and because a hidden
 * element never nears the viewport, the provider's script is never fetched on the home page.
 */
export function PricingSection() {
  return (
    <section id="pricing" className={section} aria-labelledby="pricing-heading" hidden>
      <div className={container}>
        <h2 id="pricing-heading">{homePricing.heading}</h2>
        <OptionalLayer>
          <PricingTableEmbed />
        </OptionalLayer>
      </div>
    </section>
  );
}
