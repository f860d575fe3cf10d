import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../common/config/config.types';
import { KnownDevicesRepository } from './known-devices.repository';
import { isSecure, readCookie } from './session-cookie';

// Issue 27: a browser that has signed in to an account before is known to it by a long-lived
// HttpOnly cookie, set (or renewed) at every successful sign-in. It carries a random id, not the
// user: one browser can be known to several accounts. Only its SHA-256 is stored.
const DEVICE = 'sikalens_device';
// Browsers cap a cookie's lifetime at 400 days.
const DEVICE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

function deviceCookieName(config: Pick<AppConfig, 'appUrl'>): string {
  return isSecure(config) ? `__Host-${DEVICE}` : DEVICE;
}

/** The request's device id, when it carries a well-formed one. */
export function deviceIdOf(req: Request, config: Pick<AppConfig, 'appUrl'>): string | null {
  const value = readCookie(req.headers.cookie, deviceCookieName(config));
  return value !== null && DEVICE_ID.test(value) ? value : null;
}

export const deviceHash = (deviceId: string): string =>
  createHash('sha256').update(deviceId).digest('hex');

/**
 * The rate-limit source a known browser is counted under (auth_rate_events.ip holds 64 characters).
 * 'dev/' starts no network networkOf gives (an IPv6 group such as 'd:' could).
 */
const DEVICE_BUCKET_PREFIX = 'dev/';
export const deviceBucket = (hash: string): string => `${DEVICE_BUCKET_PREFIX}${hash.slice(0, 60)}`;

/** Where a verify came from, as the wrong-code limits count it. */
export type CodeSource = {
  // The client's network (IPv4 address, IPv6 /64), or null when its address could not be read.
  network: string | null;
  // The device id's hash when this browser has signed in to the account the code is for.
  knownDevice: string | null;
};

@Injectable()
export class KnownDevicesService {
  constructor(private readonly devices: KnownDevicesRepository) {}

  /** Whether the browser with this id has signed in to this account before. */
  async isKnown(deviceId: string | null, userId: string): Promise<boolean> {
    if (deviceId === null) return false;
    return this.devices.isKnown(deviceHash(deviceId), userId);
  }

  /** Whether any account knows the browser with this id (its requests are counted by it, not by network). */
  async isKnownToAnyone(deviceId: string | null): Promise<boolean> {
    if (deviceId === null) return false;
    return this.devices.isKnownToAnyone(deviceHash(deviceId));
  }

  /** Forgets every browser the account knew (an undone takeover: the taker's is among them). */
  async forgetAll(userId: string): Promise<void> {
    await this.devices.forgetAll(userId);
  }

  /** Records a sign-in from this browser (a new id when it has none); returns the id to set. */
  async remember(deviceId: string | null, userId: string): Promise<string> {
    const id = deviceId ?? randomBytes(32).toString('base64url');
    await this.devices.remember(deviceHash(id), userId);
    return id;
  }
}

/** Sets (renews) the device cookie: HttpOnly, for 400 days. */
export function setDeviceCookie(
  res: Response,
  config: Pick<AppConfig, 'appUrl'>,
  deviceId: string,
): void {
  res.cookie(deviceCookieName(config), deviceId, {
    path: '/',
    sameSite: 'lax',
    secure: isSecure(config),
    httpOnly: true,
    maxAge: DEVICE_MAX_AGE_MS,
  });
}
