import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TestimonialSlide } from '../../src/components/marketing/TestimonialSlide.tsx';
import { founders } from '../../src/content/founders.ts';
import { testimonials } from '../../src/content/testimonials.ts';

/** Profile hosts a made-up handle could resolve to a real person on. */
const PROFILE_HOSTS = /x\.com|twitter\.com|linkedin\.com|t\.me|telegram\.me/;

describe('sample people link to nobody', () => {
  it('no sample testimonial links its handle to a profile', () => {
    expect(testimonials).toHaveLength(6);
    for (const testimonial of testimonials) {
      expect(testimonial.profileUrl).toBeUndefined();
      if (testimonial.handle) expect(testimonial.handle).toMatch(/^@sample_/);
    }
  });

  it('no sample founder has personal LinkedIn or Telegram links', () => {
    for (const founder of founders) {
      expect(founder.linkedInUrl).toBeUndefined();
      expect(founder.telegramUrl).toBeUndefined();
    }
    expect(JSON.stringify(founders)).not.toMatch(PROFILE_HOSTS);
    expect(JSON.stringify(testimonials)).not.toMatch(PROFILE_HOSTS);
  });
});

describe('testimonial slide', () => {
  const sample = testimonials[0]!;

  it('shows a sample handle as plain text, with its followers', () => {
    const html = renderToStaticMarkup(<TestimonialSlide testimonial={sample} label="1 of 6" current />);
    expect(html).not.toContain('<a');
    expect(html).toMatch(/<span class="[^"]+">@sample_priya<\/span> · 18\.2K followers/);
  });

  it('links a real testimonial’s handle to its profile, in a new tab', () => {
    const real = { ...sample, handle: '@realcustomer', profileUrl: 'https://x.com/realcustomer' };
    const html = renderToStaticMarkup(<TestimonialSlide testimonial={real} label="1 of 6" current />);
    expect(html).toMatch(
      /<a class="[^"]+" href="https:\/\/x\.com\/realcustomer" target="_blank" rel="noopener noreferrer">@realcustomer<\/a>/,
    );
  });
});
