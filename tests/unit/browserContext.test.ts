import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_CONTEXTS,
  type BrowserContext,
  type ContextSignals,
  detectBrowserContext,
  isAndroid,
  isInAppBrowser,
} from '../../src/initial/browserContext.ts';

interface Case {
  name: string;
  ua: string;
  /** Where the string was collected: a public user-agent database, an issue thread, or the vendor's own page. */
  source: string;
  signals?: ContextSignals;
  expected: BrowserContext;
}

// Sources, shortened below:
const MATOMO = 'matomo-org/device-detector test fixtures (user agents seen in the wild)';
const BROWSCAP = 'browscap/browscap tests/issues (user agents reported in its issues)';
const INAPP_SPY = 'shalanah/inapp-spy src/tests/mobile.ts (user agents captured on devices)';

const X_ANDROID =
  'Mozilla/5.0 (Linux; Android 15; SM-S936U Build/AP3A.240905.015.A2; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/136.0.7103.44 Mobile Safari/537.36 TwitterAndroid';
const TELEGRAM_ANDROID_UNNAMED =
  'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.6668.100 Mobile Safari/537.36';
const TELEGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/22B5045g Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.7.2 Mobile/15E148 Safari/604.1';

const cases: Case[] = [
  // X
  { name: 'X on Android', ua: X_ANDROID, source: `${MATOMO}: Tests/fixtures/smartphone-41.yml`, expected: 'x-inapp' },
  {
    name: 'X on Android (2017)',
    ua: 'Mozilla/5.0 (Linux; Android 7.1.2; Pixel XL Build/NJH47F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/60.0.3112.107 Mobile Safari/537.36 TwitterAndroid',
    source: 'ua-parser/uap-core issue 267 "Twitter for Android not detected"',
    expected: 'x-inapp',
  },
  {
    name: 'X on iPhone',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 11_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E302 Twitter for iPhone/7.23.2',
    source: `${BROWSCAP}: issue-1889.php`,
    expected: 'x-inapp',
  },
  // Telegram
  {
    name: 'Telegram on Android, naming itself',
    ua: 'Mozilla/5.0 (Linux; Android 11; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.6668.70 Mobile Safari/537.36 Telegram-Android/11.2.1 (Tecno mobile limited TECNO CH7n; Android 11; SDK 30; AVERAGE)',
    source: 'intoli/user-agents issue 78 "Add Telegram User-Agent"',
    expected: 'telegram-inapp',
  },
  {
    name: 'Telegram on Android, its in-app browser with the injected TelegramWebview',
    ua: TELEGRAM_ANDROID_UNNAMED,
    source: 'shalanah/inapp-spy issue 30 "Detect Telegram in app browser" (user agent and window.TelegramWebview)',
    signals: { telegramBridge: true },
    expected: 'telegram-inapp',
  },
  {
    name: 'the same Telegram Android user agent without the injected object: nothing tells it from Chrome',
    ua: TELEGRAM_ANDROID_UNNAMED,
    source: 'shalanah/inapp-spy issue 30 "Detect Telegram in app browser"',
    expected: 'browser',
  },
  {
    name: 'Telegram on iPhone, with the injected TelegramWebviewProxy (its user agent is Safari’s)',
    ua: TELEGRAM_IOS,
    source: `${INAPP_SPY}: IPHONE.inapp.TELEGRAM`,
    signals: { telegramBridge: true },
    expected: 'telegram-inapp',
  },
  // Instagram
  {
    name: 'Instagram on iPhone',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/20G75 Instagram 296.0.0.18.107 (iPhone14,8; iOS 16_6; en_US; en; scale=3.00; 1284x2778; 505423516)',
    source: `${MATOMO}: Tests/fixtures/phablet-1.yml`,
    expected: 'instagram-inapp',
  },
  {
    name: 'Instagram on iPhone, with a Safari token',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22F76 Instagram 393.1.0.36.70 (iPhone15,3; iOS 18_5; en_US; en; scale=3.00; 1290x2796; IABMV/1; 776538208) Safari/604.1)',
    source: `${INAPP_SPY}: IPHONE.inapp.INSTAGRAM`,
    expected: 'instagram-inapp',
  },
  {
    name: 'Instagram on Android',
    ua: 'Mozilla/5.0 (Linux; Android 14; SM-S921N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 Instagram 324.0.0.27.50 Android (34/14; 420dpi; 1080x2127; samsung; SM-S921N; e1s; s5e9945; ko_KR; 581020724)',
    source: `${MATOMO}: Tests/fixtures/smartphone-38.yml`,
    expected: 'instagram-inapp',
  },
  // Facebook
  {
    name: 'Facebook on iPhone',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21G93 [FBAN/FBIOS;FBAV/479.1.0.33.109;FBBV/637241220;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.6.1;FBSS/3;FBID/phone;FBLC/es_ES;FBOP/5;FBRV/639094949;IABMV/1]',
    source: `${MATOMO}: Tests/fixtures/clienthints.yml`,
    expected: 'facebook-inapp',
  },
  {
    name: 'Facebook on iPhone, the MetaIAB form with a Safari token',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22G100 Safari/604.1 MetaIAB Facebook',
    source: `${INAPP_SPY}: IPHONE.inapp.FACEBOOK`,
    expected: 'facebook-inapp',
  },
  {
    name: 'Facebook on Android',
    ua: 'Mozilla/5.0 (Linux; Android 14; CPH2611 Build/TP1A.220905.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/458.0.0.38.86;]',
    source: `${MATOMO}: Tests/fixtures/smartphone-38.yml`,
    expected: 'facebook-inapp',
  },
  {
    name: 'Facebook on Android, the MetaIAB form',
    ua: 'Mozilla/5.0 (Linux; Android 12; Mi Note 10 Lite Build/SKQ1.210908.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/142.0.7444.212 Mobile Safari/537.36 MetaIAB Facebook',
    source: `${MATOMO}: Tests/Parser/Client/fixtures/mobile_app.yml`,
    expected: 'facebook-inapp',
  },
  // LinkedIn
  {
    name: 'LinkedIn on iPhone',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.24.1488',
    source: `${MATOMO}: Tests/Parser/Client/fixtures/mobile_app.yml`,
    expected: 'linkedin-inapp',
  },
  {
    name: 'LinkedIn on iPhone, its older user agent with a Safari token',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 11_2_1 like Mac OS X) AppleWebKit/602.1.50 (KHTML, like Gecko) LinkedIn/9.11.908.1 Version/10.0 Mobile/15C153 Safari/602.1',
    source: 'browscap/browscap issue 1707 "LinkedIn iOS app" (user agents seen in a site’s logs)',
    expected: 'linkedin-inapp',
  },
  {
    name: 'LinkedIn on iPad (desktop-class user agent)',
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]',
    source: `${BROWSCAP}: issue-2466.php`,
    expected: 'linkedin-inapp',
  },
  {
    name: 'LinkedIn on Android',
    ua: 'Mozilla/5.0 (Linux; Android 15; SM-A146P Build/AP3A.240905.015.A2; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/140.0.7339.207 Mobile Safari/537.36 [LinkedInApp]/2.200.63',
    source: `${MATOMO}: Tests/fixtures/clienthints-app.yml`,
    expected: 'linkedin-inapp',
  },
  // Other apps' web views
  {
    name: 'an Android WebView’s default user agent (reduced, Android 16)',
    ua: 'Mozilla/5.0 (Linux; Android 10; K; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.000 Mobile Safari/537.36',
    source: 'Android Developers Blog, "User-Agent Reduction on Android WebView" (December 2024)',
    expected: 'webview',
  },
  {
    name: 'Reddit’s in-app browser on Android (an app we do not name)',
    ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.58 Mobile Safari/537.36 Reddit/Version 2024.41.0/Build 2102450/Android 14',
    source: `${INAPP_SPY}: PIXEL.inapp.REDDIT`,
    expected: 'webview',
  },
  {
    name: 'an iOS app’s WKWebView (no Version/ or Safari/ token)',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    source:
      'pichillilorenzo/flutter_inappwebview issue 2272 "Default UserAgent value doesn’t contain Version string in iOS"',
    expected: 'webview',
  },
  // Browsers
  {
    name: 'Chrome on Android',
    ua: CHROME_ANDROID,
    source: `${MATOMO}: Tests/Parser/Client/fixtures/browser.yml`,
    expected: 'browser',
  },
  {
    name: 'Safari on iPhone',
    ua: SAFARI_IPHONE,
    source: `${MATOMO}: Tests/Parser/fixtures/oss.yml`,
    expected: 'browser',
  },
  {
    name: 'Safari on iPhone (iOS 17.4)',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    source: 'pichillilorenzo/flutter_inappwebview issue 2272 (Safari’s own user agent on the same device)',
    expected: 'browser',
  },
  {
    name: 'Chrome on iPhone',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_3_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/135.0.7049.53 Mobile/15E148 Safari/604.1',
    source: `${MATOMO}: Tests/Parser/Client/fixtures/browser.yml`,
    expected: 'browser',
  },
  {
    name: 'Firefox on iPhone',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/130.1  Mobile/15E148 Safari/605.1.15',
    source: `${INAPP_SPY}: IPHONE.not_inapp.FIREFOX`,
    expected: 'browser',
  },
  {
    name: 'Chrome on a desktop',
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
    source: `${MATOMO}: Tests/Parser/Client/fixtures/browser.yml`,
    expected: 'browser',
  },
  {
    name: 'Firefox on a desktop',
    ua: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:47.0) Gecko/20100101 Firefox/47.0',
    source: 'MDN, "User-Agent" header reference (Firefox example)',
    expected: 'browser',
  },
  // The installed site
  {
    name: 'the installed site on Android (Chrome’s user agent, display-mode standalone)',
    ua: CHROME_ANDROID,
    source: `${MATOMO}: Tests/Parser/Client/fixtures/browser.yml`,
    signals: { standalone: true },
    expected: 'installed',
  },
  {
    name: 'the installed site on iPhone (Safari’s user agent, navigator.standalone)',
    ua: SAFARI_IPHONE,
    source: `${MATOMO}: Tests/Parser/fixtures/oss.yml`,
    signals: { standalone: true },
    expected: 'installed',
  },
  {
    name: 'an in-app browser is never the installed site',
    ua: X_ANDROID,
    source: `${MATOMO}: Tests/fixtures/smartphone-41.yml`,
    signals: { standalone: true },
    expected: 'x-inapp',
  },
];

describe('detectBrowserContext', () => {
  it.each(cases)('reads $name as $expected', ({ ua, signals, expected }) => {
    expect(detectBrowserContext(ua, signals)).toBe(expected);
  });

  it('has a case for every value', () => {
    expect(new Set(cases.map((c) => c.expected))).toEqual(new Set(BROWSER_CONTEXTS));
  });
});

describe('isInAppBrowser', () => {
  it('is true for the five apps’ browsers and other web views, where the site cannot be installed', () => {
    expect(BROWSER_CONTEXTS.filter(isInAppBrowser)).toEqual([
      'x-inapp',
      'telegram-inapp',
      'instagram-inapp',
      'facebook-inapp',
      'linkedin-inapp',
      'webview',
    ]);
  });
});

describe('isAndroid', () => {
  it('tells Android (hand the page to Chrome) from iOS and iPadOS (hand it to Safari)', () => {
    expect(isAndroid(X_ANDROID)).toBe(true);
    expect(isAndroid(TELEGRAM_ANDROID_UNNAMED)).toBe(true);
    expect(isAndroid(TELEGRAM_IOS)).toBe(false);
    expect(isAndroid(cases.find((c) => c.name.startsWith('LinkedIn on iPad'))!.ua)).toBe(false);
  });
});

describe('the vitals table', () => {
  it('allows exactly these values (the latest migration that lists them)', async () => {
    const sql = await readFile(
      new URL('../../supabase/migrations/20261205020000_vitals_browser_context_values.sql', import.meta.url),
      'utf8',
    );
    const check = /constraint vitals_context_known check \(\s*context in \(([^)]*)\)/.exec(sql)?.[1];
    expect(check).toBeDefined();
    expect([...check!.matchAll(/'([a-z-]+)'/g)].map((match) => match[1])).toEqual([...BROWSER_CONTEXTS]);
  });
});
