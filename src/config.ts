/**
 * Everything that differs per deployment, read once from `VITE_*` variables.
 *
 * Only public values may live here: the Supabase URL and anon key, publishable keys, links, promo codes and
 * receiving wallet addresses. Vite inlines `import.meta.env.VITE_*` into the bundle, so a secret set here
 * would ship to every visitor. Defaults point at the local stack started by `npm start`.
 */

import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from './shared/localStack.ts';

export type Env = Record<string, string | boolean | undefined>;

/** A video's two encodings: object paths inside the public `media` storage bucket (not URLs). */
export interface VideoFiles {
  mp4: string;
  webm: string;
}

/** Drops a trailing slash so paths can be appended with a leading one. */
function origin(url: string): string {
  return url.replace(/\/+$/, '');
}

export interface SiteConfig {
  /** Absolute URL the site is served from: canonical links, og:image, sitemap. */
  siteUrl: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** External product app where 'Log in' goes. */
  appLoginUrl: string;
  /** External sign-up page ('Just Sign Me Up'). */
  appSignupUrl: string;
  bookingUrl: string;
  deckUrl: string;
  telegramUrl: string;
  xUrl: string;
  linkedInUrl: string;
  supportEmail: string;
  checkout: { core: string; pro: string; ultimate: string };
  freeTrialPaymentUrl: string;
  pricingTable: { scriptUrl: string; id: string; publishableKey: string };
  promoCodes: { fiftyOff: string; vip25: string };
  /** Query parameter the card checkout reads a prefilled promo code from. */
  checkoutPromoParam: string;
  wallets: { ethereum: string; solana: string; base: string };
  /** Partner origins allowed to frame /embed (CSP frame-ancestors); none until configured. */
  embedAncestors: string[];
  analytics: { googleAnalyticsId: string; metaPixelId: string };
  /** Names the deployed build in field data (the `vitals` table), e.g. the commit; letters, digits, `._-`. */
  buildId: string;
  /**
   * The product demo (popup) and the hero's dashboard loop, in the `media` bucket. The demo also comes in a
   * smaller rendition for phones in portrait (`phone`), where the full one's extra pixels cannot show.
   */
  videos: { demo: VideoFiles & { phone: VideoFiles }; dashboard: VideoFiles };
}

/** Builds the config from a set of `VITE_*` variables; build tooling passes Vite's `loadEnv` result. */
export function createConfig(env: Env): SiteConfig {
  const read = (name: string, fallback: string): string => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  };
  const readList = (name: string, fallback: string[]): string[] => {
    const value = read(name, '');
    return value
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : fallback;
  };
  /**
   * `VITE_<NAME>_VIDEO_PATH` is the MP4's object path; its WebM twin is the same name ending in `.webm`
   * unless `VITE_<NAME>_VIDEO_WEBM_PATH` says otherwise.
   */
  const readVideo = (name: 'DEMO' | 'DEMO_PHONE' | 'DASHBOARD', fallback: string): VideoFiles => {
    const mp4 = read(`VITE_${name}_VIDEO_PATH`, fallback);
    return { mp4, webm: read(`VITE_${name}_VIDEO_WEBM_PATH`, mp4.replace(/(\.\w+)?$/, '.webm')) };
  };
  // The local wallets are no one's to use: Ethereum's is the first account of Hardhat and Anvil, whose key is
  // published; Solana's spells what it is and decodes to no 32-byte key. A deployment must set its own.
  const ethereumWallet = read('VITE_WALLET_ETHEREUM', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  return {
    siteUrl: origin(read('VITE_SITE_URL', 'http://127.0.0.1:4173')),
    supabaseUrl: origin(read('VITE_SUPABASE_URL', LOCAL_SUPABASE_URL)),
    supabaseAnonKey: read('VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY),
    appLoginUrl: read('VITE_APP_LOGIN_URL', 'https://app.replyrocket.example/login'),
    appSignupUrl: read('VITE_APP_SIGNUP_URL', 'https://app.replyrocket.example/signup'),
    bookingUrl: read('VITE_BOOKING_URL', 'https://cal.example.com/replyrocket/strategy-call'),
    deckUrl: read('VITE_DECK_URL', 'https://deck.example.com/replyrocket'),
    telegramUrl: read('VITE_TELEGRAM_URL', 'https://t.me/replyrocket_example'),
    xUrl: read('VITE_X_URL', 'https://x.com/replyrocket_example'),
    linkedInUrl: read('VITE_LINKEDIN_URL', 'https://www.linkedin.com/company/replyrocket-example'),
    supportEmail: read('VITE_SUPPORT_EMAIL', 'support@replyrocket.example'),
    checkout: {
      core: read('VITE_CHECKOUT_CORE_URL', 'https://buy.stripe.com/test_core'),
      pro: read('VITE_CHECKOUT_PRO_URL', 'https://buy.stripe.com/test_pro'),
      ultimate: read('VITE_CHECKOUT_ULTIMATE_URL', 'https://buy.stripe.com/test_ultimate'),
    },
    freeTrialPaymentUrl: read('VITE_FREE_TRIAL_URL', 'https://buy.stripe.com/test_radar_trial'),
    pricingTable: {
      scriptUrl: read('VITE_PRICING_TABLE_SCRIPT', 'https://js.stripe.com/v3/pricing-table.js'),
      id: read('VITE_PRICING_TABLE_ID', 'prctbl_test_replace_me'),
      publishableKey: read('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_replace_me'),
    },
    promoCodes: {
      fiftyOff: read('VITE_PROMO_CODE_50', 'ROCKET50'),
      vip25: read('VITE_PROMO_CODE_VIP25', 'VIP25'),
    },
    checkoutPromoParam: read('VITE_CHECKOUT_PROMO_PARAM', 'prefilled_promo_code'),
    wallets: {
      ethereum: ethereumWallet,
      solana: read('VITE_WALLET_SOLANA', 'RepLyRocketLocaLTestWaLLetDoNotPay'),
      // The Ethereum and Base receiving addresses are identical unless configured otherwise.
      base: read('VITE_WALLET_BASE', ethereumWallet),
    },
    embedAncestors: readList('VITE_EMBED_ANCESTORS', []),
    analytics: {
      googleAnalyticsId: read('VITE_GA_ID', ''),
      metaPixelId: read('VITE_META_PIXEL_ID', ''),
    },
    buildId: read('VITE_BUILD_ID', 'dev'),
    videos: {
      demo: { ...readVideo('DEMO', 'demo.mp4'), phone: readVideo('DEMO_PHONE', 'demo-540.mp4') },
      dashboard: readVideo('DASHBOARD', 'dashboard-loop.mp4'),
    },
  };
}

/**
 * The deployment's config. In a Vite build this statement becomes the values vite.config.ts read, one export each
 * (scripts/siteConfigValues.ts): the browser gets the values alone, each in the chunks that read it, without this
 * module's defaults and reading code. Elsewhere it is made here: Vitest and the dev server have `import.meta.env`,
 * plain Node (Playwright specs, scripts) none, so the local defaults. Read it by member (`config.supabaseUrl`).
 */
export const config: SiteConfig = createConfig((import.meta as ImportMeta & { env?: Env }).env ?? {});

/** Public URL of a file in the `media` storage bucket. */
export function mediaUrl(path: string): string {
  return `${config.supabaseUrl}/storage/v1/object/public/media/${path.replace(/^\/+/, '')}`;
}
