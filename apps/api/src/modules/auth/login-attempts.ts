import type { Db } from '../../db/client.ts';
import {
  clearCounter,
  clearCounters,
  hitCounter,
  hitRollingCounter,
  takeHit,
} from '../../platform/rate-counters.ts';
import type { Device } from './device-cookie.ts';
import { ACCOUNT_LIMITS as L, counterKeys as K } from './limits.ts';

export interface LoginClient {
  address: string;
  /** The request's valid device cookie, for whichever account it was issued. */
  device: Device | null;
}

/**
 * Takes one try of the attempt's allowance, before the password is checked, and answers
 * whether it may be checked. Every count is one atomic statement, so of many parallel tries
 * no more than the limit are checked.
 *
 * A browser with the account's device cookie has only its own counter: strangers guessing
 * the password never lock the owner's browser out. Any other client takes one try of its
 * address's allowance and one of the account's, which all of them share: past
 * ACCOUNT_LIMITS.loginUntrusted.max in the last two windows, every such client waits (or the
 * owner resets the password, which lifts it), however many addresses the guesses come from.
 */
export async function admitLoginAttempt(
  db: Db,
  email: string,
  accountId: string | undefined,
  client: LoginClient,
  now: Date,
): Promise<boolean> {
  const { device } = client;
  if (device && accountId && device.userId === accountId) {
    return takeHit(db, K.loginDevice(device.userId, device.nonce), L.loginPerDevice, now);
  }
  const triesHere = await hitCounter(
    db,
    K.loginAddress(email, client.address),
    L.loginPerAddress.windowMs,
    now,
  );
  if (triesHere > L.loginPerAddress.max) return false;
  const tries = await hitRollingCounter(
    db,
    K.loginUntrusted(email),
    L.loginUntrusted.windowMs,
    now,
  );
  return tries <= L.loginUntrusted.max;
}

/**
 * After a good password. From the owner's device only that device's count starts again: the
 * owner getting in says nothing about strangers, whose lock stays. From anywhere else the
 * account's counts start again, as a reset does.
 */
export async function forgetLoginAttempts(
  db: Db,
  email: string,
  accountId: string,
  client: LoginClient,
) {
  const { device } = client;
  if (device && device.userId === accountId) {
    await clearCounter(db, K.loginDevice(device.userId, device.nonce));
    return;
  }
  await forgetAccountLoginAttempts(db, email);
}

/** A completed password reset lifts the account's lock and every address's count. */
export async function forgetAccountLoginAttempts(db: Db, email: string) {
  await clearCounters(db, K.loginAddressPrefix(email));
  await clearCounter(db, K.loginUntrusted(email));
}
