import { z } from 'zod';

/*
 * Web Push (DESIGN §8): a person's phones and browsers each hold a subscription with a push
 * service; reminders are sent to every one of them, encrypted for the device (RFC 8291).
 */

/** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
export const PushPublicKeySchema = z.object({ public_key: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Must be base64url');

/** What `PushSubscription.toJSON()` gives in the browser (expirationTime is not kept). */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z
    .string()
    .max(1000)
    .regex(/^https?:\/\/[^\s]+$/, 'Must be the push service address the browser gave'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.input<typeof PushSubscriptionInputSchema>;

export const PushSubscriptionSavedSchema = z.object({ id: z.number().int() });

/** What a push message carries to the service worker; a click opens `link`. */
export interface PushPayload {
  title: string;
  body: string;
  /** A portal path, like `/check-lists/daily-check/12/2026-03-10`. */
  link: string;
  /** The notification's id: a repeated message replaces the shown one rather than stacking. */
  tag: string;
}
