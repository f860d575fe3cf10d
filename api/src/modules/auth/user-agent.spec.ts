import { parseUserAgent } from './user-agent';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WINDOWS_EDGE = `${WINDOWS_CHROME} Edg/131.0.0.0`;
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const UBUNTU_FIREFOX =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('parseUserAgent', () => {
  it.each([
    ['Chrome on Android', ANDROID_CHROME, 'Chrome 131', 'Android 14', 'mobile'],
    ['Chrome on Windows', WINDOWS_CHROME, 'Chrome 131', 'Windows', 'desktop'],
    ['Edge on Windows', WINDOWS_EDGE, 'Edge 131', 'Windows', 'desktop'],
    ['Safari on a Mac', MAC_SAFARI, 'Safari 17', 'macOS', 'desktop'],
    ['Safari on an iPhone', IPHONE, 'Mobile Safari 17', 'iOS 17.1', 'mobile'],
    ['Safari on an iPad', IPAD, 'Mobile Safari 16', 'iOS 16.6', 'tablet'],
    ['Firefox on Ubuntu', UBUNTU_FIREFOX, 'Firefox 133', 'Ubuntu', 'desktop'],
  ])('reads %s', (_label, userAgent, browser, os, device) => {
    expect(parseUserAgent(userAgent)).toMatchObject({ browser, os, device });
  });

  it('says unknown for a missing or unreadable user agent', () => {
    for (const userAgent of [null, '', 'node-superagent/3.8.3', 'curl/8.5.0']) {
      expect(parseUserAgent(userAgent)).toEqual({
        browser: 'Unknown browser',
        os: 'Unknown OS',
        device: 'desktop',
        family: '?|?',
      });
    }
  });

  it('keeps one family across versions of the same browser and system', () => {
    const older = ANDROID_CHROME.replace('Android 14', 'Android 13').replace('131.0', '120.0');
    expect(parseUserAgent(older).family).toBe(parseUserAgent(ANDROID_CHROME).family);
    expect(parseUserAgent(older).browser).toBe('Chrome 120');
  });

  it('tells browsers and systems apart', () => {
    const families = [ANDROID_CHROME, WINDOWS_CHROME, WINDOWS_EDGE, MAC_SAFARI, IPHONE].map(
      (userAgent) => parseUserAgent(userAgent).family,
    );
    expect(new Set(families).size).toBe(families.length);
  });
});
