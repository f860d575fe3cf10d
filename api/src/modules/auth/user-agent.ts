import UAParser from 'ua-parser-js';

export const DEVICE_KINDS = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export type ParsedUserAgent = {
  /** 'Chrome 131', 'Mobile Safari 17', or 'Unknown browser'. */
  browser: string;
  /** 'Android 14', 'iOS 17.1', 'Windows', 'macOS', or 'Unknown OS'. */
  os: string;
  device: DeviceKind;
  /** Browser and OS names without versions: a browser that updates itself stays the same browser. */
  family: string;
};

const OS_NAMES: Record<string, string> = { 'Mac OS': 'macOS' };
// Browsers freeze these versions in the user agent (macOS 11+ still says 10.15.7, Windows 11 says
// 10), so showing them would mislead.
const FROZEN_OS_VERSIONS: Record<string, string> = { 'Mac OS': '10.15.7', Windows: '10' };

const joined = (...parts: (string | undefined)[]) =>
  parts.filter((part) => part !== undefined && part !== '').join(' ');

// ua-parser-js 1.x (MIT; 2.x is AGPL) reads the User-Agent header, which the client chooses freely:
// good for telling the user about a session (the list, new-browser alerts), never for granting anything.
export function parseUserAgent(userAgent: string | null): ParsedUserAgent {
  const { browser, os, device } = UAParser(userAgent ?? '');
  const osVersion = os.name && FROZEN_OS_VERSIONS[os.name] === os.version ? undefined : os.version;
  const osName = os.name ? (OS_NAMES[os.name] ?? os.name) : undefined;
  return {
    browser:
      joined(browser.name, browser.name ? major(browser.version) : undefined) || 'Unknown browser',
    os: joined(osName, osName ? osVersion : undefined) || 'Unknown OS',
    device: deviceKind(device.type),
    family: `${browser.name ?? '?'}|${os.name ?? '?'}`,
  };
}

const major = (version: string | undefined) => version?.split('.')[0];

function deviceKind(type: string | undefined): DeviceKind {
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  if (type === 'tablet') return 'tablet';
  return 'desktop';
}
