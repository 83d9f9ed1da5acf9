/**
 * Text a visitor chose (a handle, an email, a page, a campaign, a referrer, sign-up details) reaches Slack as code
 * spans: a bare link in it is not clickable, a mention does not ping, and a backtick cannot end the span early.
 */

import { describe, expect, it } from 'vitest';
import type { LeadRow } from '../../src/shared/lead.ts';
import { cryptoClientMessage, leadMessage } from '../../supabase/functions/_shared/slack.ts';

const PHISH = 'https://evil.example/login';

/** Every piece of `text` outside code spans. */
function outsideCode(text: string): string {
  return text.replace(/`[^`\n]*`/g, '');
}

describe('Slack messages', () => {
  it('put every value of a lead the visitor chose in a code span', () => {
    const lead = {
      id: '6f1c1c43-2b0e-4c44-9a55-9d1a2f2b8a10',
      project: `@x ${PHISH}`,
      telegram: `@t ${PHISH}`,
      email: 'a@evil.example',
      page_path: `/np1?next=${PHISH}`,
      utm_campaign: `sale ${PHISH}`,
      referrer: PHISH,
      first_referrer: PHISH,
      first_landing_path: `/l1?x=${PHISH}`,
      first_seen_at: '2026-11-01T10:00:00Z',
      created_at: '2026-11-04T10:00:00Z',
      browser_context: 'x-inapp',
    } as unknown as LeadRow;
    const text = leadMessage(lead);
    expect(text).toContain(PHISH);
    expect(outsideCode(text)).not.toContain('evil.example');
    expect(text).toContain(`utm_campaign=\`sale ${PHISH}\``);
  });

  it('keeps a backtick from ending the span, and escapes & < > inside it', () => {
    const text = cryptoClientMessage({
      id: 'c5a3d7b0-8d2c-4f5e-9e0a-2b1c3d4e5f60',
      full_name: `Ada\` ${PHISH} \`<!channel>`,
      email: 'ada@example.com',
      company_name: 'Engines & Co',
      vat_tax_number: null,
      business_address: '1 Street',
      city: 'London',
      country: 'UK',
      postcode_zip: 'EC1',
      product: 'reply-rocket-pro',
      terms_accepted: true,
    });
    expect(outsideCode(text)).not.toContain('evil.example');
    expect(text).toContain('`Adaˋ https://evil.example/login ˋ&lt;!channel&gt;`');
    expect(text).toContain('(`Engines &amp; Co`)');
  });
});
