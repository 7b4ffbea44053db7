import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

/** JWT_SECRET when set; otherwise one generated on the first start and kept in DATA_DIR. */
export function resolveServerSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/** PINs are looked up by an HMAC keyed with the server secret, so the table never holds them. */
export function pinDigest(secret: string, pin: string): string {
  return crypto.createHmac('sha256', `pin:${secret}`).update(pin).digest('hex');
}

/** One-time codes are stored as SHA-256 digests; the code itself only travels in the mail. */
export function codeDigest(code: string): string {
  return crypto.createHash('sha256').update(code).digest('hex');
}

export function randomCode(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Web Push's VAPID key pair (base64url, P-256): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set;
 * otherwise one generated on the first use and kept in DATA_DIR. Devices subscribe with the public
 * key, so a new pair silently stops every subscription: nodes must share one.
 */
export function resolveVapidKeys(
  configured: { vapidPublicKey?: string; vapidPrivateKey?: string },
  dataDir: string,
): VapidKeys {
  if (configured.vapidPublicKey && configured.vapidPrivateKey)
    return { publicKey: configured.vapidPublicKey, privateKey: configured.vapidPrivateKey };
  const file = path.join(dataDir, 'vapid-keys.json');
  fs.mkdirSync(dataDir, { recursive: true });
  const read = () => JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  try {
    return read();
  } catch {
    const keys: VapidKeys = webPush.generateVAPIDKeys();
    try {
      fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process wrote its pair first: use that one.
      return read();
    }
    return keys;
  }
}
