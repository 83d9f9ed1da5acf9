import { describe, expect, it } from 'vitest';
import { detectBrowserContext } from '../../src/lib/browserContext.ts';

// User agents as these apps and browsers send them (one per line of the table), and what each must read as.
const cases: [string, string, ReturnType<typeof detectBrowserContext>][] = [
  ['X on Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.105 Mobile Safari/537.36 TwitterAndroid', 'x'],
  ['X on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.30', 'x'],
  ['Telegram on Android', 'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36 Telegram-Android/10.8.1 (Samsung SM-S911B; Android 13; SDK 33; HIGH)', 'telegram'],
  ['Instagram on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 315.0.0.22.109 (iPhone14,5; iOS 17_2; en_US; en; scale=3.00; 1170x2532; 560277539)', 'instagram'],
  ['Instagram on Android', 'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Instagram 312.1.0.34.111 Android (33/13; 420dpi; 1080x2400; samsung; SM-A536B; a53x; s5e8825; en_GB; 548323757)', 'instagram'],
  ['Facebook on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0.0.40.111;FBBV/543348530;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.1.2;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]', 'facebook'],
  ['Facebook on Android', 'Mozilla/5.0 (Linux; Android 14; SM-G991B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/444.0.0.33.118;]', 'facebook'],
  ['LinkedIn on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.8600', 'linkedin'],
  ['LinkedIn on Android', 'Mozilla/5.0 (Linux; Android 13; Pixel 6 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [LinkedInApp]/4.1.881', 'linkedin'],
  ['another app’s Android WebView', 'Mozilla/5.0 (Linux; Android 13; Pixel 6 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.0.0 Mobile Safari/537.36', 'webview'],
  ['another app’s iOS WKWebView', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', 'webview'],
  ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36', 'browser'],
  ['Safari on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 'browser'],
  ['Chrome on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1', 'browser'],
  ['Firefox on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15', 'browser'],
  ['Chrome on a desktop', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', 'browser'],
  ['Firefox on a desktop', 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'browser'],
];

describe('detectBrowserContext', () => {
  it.each(cases)('reads %s', (_name, ua, expected) => {
    expect(detectBrowserContext(ua)).toBe(expected);
  });

  it('reads Telegram on iPhone from its injected proxy, its user agent being Safari’s web view', () => {
    const ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    expect(detectBrowserContext(ua, { telegramProxy: true })).toBe('telegram');
  });

  it('reads the installed site from display-mode standalone, in Chrome and in Safari', () => {
    expect(detectBrowserContext(cases[11]![1], { standalone: true })).toBe('installed');
    expect(detectBrowserContext(cases[12]![1], { standalone: true })).toBe('installed');
  });

  it('puts the app a visitor came from before installed: an in-app browser is never the installed site', () => {
    expect(detectBrowserContext(cases[0]![1], { standalone: true })).toBe('x');
  });
});
