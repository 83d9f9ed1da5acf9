import { describe, expect, it } from 'vitest';
import type {
  CLSMetricWithAttribution,
  INPMetricWithAttribution,
  TTFBMetricWithAttribution,
} from 'web-vitals/attribution';
import { effectiveTypeOf, scriptUrl, vitalsRow, type PageViewFacts } from '../../src/vitals/vitalsRow.ts';

const view: PageViewFacts = {
  page_view: '6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
  route: '/',
  sw_controlled: false,
  effective_type: '4g',
  build_id: 'dev',
  context: 'browser',
};

describe('vitalsRow', () => {
  it('keeps the INP target and the origin and path of the script behind it, never its query or fragment', () => {
    const inp = {
      name: 'INP',
      value: 320,
      rating: 'needs-improvement',
      navigationType: 'navigate',
      attribution: {
        interactionTarget: 'main>button',
        longestScript: { entry: { sourceURL: 'https://cdn.example/app.js?user=a@b.co#x' } },
      },
    } as unknown as INPMetricWithAttribution;
    expect(vitalsRow(inp, view)).toEqual({
      ...view,
      metric: 'INP',
      value: 320,
      rating: 'needs-improvement',
      navigation_type: 'navigate',
      target: 'main>button',
      script: 'https://cdn.example/app.js',
    });
  });

  it("keeps CLS's largest shift target, without control characters and at most 300 characters long", () => {
    const cls = {
      name: 'CLS',
      value: 0.12,
      rating: 'needs-improvement',
      navigationType: 'reload',
      attribution: { largestShiftTarget: `main\n>${'div>'.repeat(100)}` },
    } as unknown as CLSMetricWithAttribution;
    const row = vitalsRow(cls, view);
    expect(row.target).toHaveLength(300);
    expect(row.target).toMatch(/^main>div>/);
    expect(row.script).toBeNull();
  });

  it('gives timings without a target none, and never a negative value', () => {
    const ttfb = {
      name: 'TTFB',
      value: -0.1,
      rating: 'good',
      navigationType: 'back-forward-cache',
      attribution: {},
    } as unknown as TTFBMetricWithAttribution;
    expect(vitalsRow(ttfb, view)).toMatchObject({
      metric: 'TTFB',
      value: 0,
      target: null,
      script: null,
      navigation_type: 'back-forward-cache',
    });
  });

  it('reads only the four effective connection types, and only http(s) script URLs', () => {
    expect([
      effectiveTypeOf({ effectiveType: '3g' }),
      effectiveTypeOf({ effectiveType: '5g' }),
      effectiveTypeOf(undefined),
    ]).toEqual(['3g', null, null]);
    expect([
      scriptUrl(''),
      scriptUrl('chrome-extension://abc/x.js'),
      scriptUrl('not a url'),
      scriptUrl(undefined),
    ]).toEqual([null, null, null, null]);
  });
});
