import { PricingTableEmbed } from '../components/marketing/PricingTableEmbed.tsx';
import { TeamSupportBanner } from '../components/marketing/TeamSupportBanner.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { pricingLinks } from '../content/offers.ts';
import { pricingCopy } from '../content/vsl.ts';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';
import { container, row, section, visuallyHidden } from '../styles/layout.css.ts';

/**
 * /pricing (docs/product.md#pages): 'Choose Your Plan' with the card pricing table, the team banner, deck and demo
 * call.
 */
export function PricingPage() {
  return (
    <>
      <PageHeader
        heading={headingFor('/pricing')}
        actions={
          <div className={row}>
            {[pricingLinks.deck, pricingLinks.demoCall].map((link, index) => (
              <a
                key={link.label}
                className={index === 0 ? button.secondary : button.primary}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {link.label}
                <span className={visuallyHidden}> (opens in a new tab)</span>
              </a>
            ))}
          </div>
        }
      >
        {pricingCopy.lede}
      </PageHeader>
      <section className={`${container} ${section}`} aria-labelledby="pricing-table-heading">
        <h2 id="pricing-table-heading">{pricingCopy.tableHeading}</h2>
        <PricingTableEmbed />
      </section>
      <TeamSupportBanner />
    </>
  );
}
