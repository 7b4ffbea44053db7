import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
