import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import { IdSchema } from '../inputs';
import { PushPublicKeySchema, PushSubscriptionInputSchema, PushSubscriptionSavedSchema } from '../push';

const tag = 'Notifications';
const errors = SIGNED_IN_ERRORS;

/** The Web Push channel: the server's key, and the caller's devices that receive pushes. */
export const pushEndpoints = {
  publicKey: endpoint({
    method: 'GET',
    path: '/push/public-key',
    operationId: 'getPushPublicKey',
    summary: "The server's VAPID public key, for subscribing a device to pushes",
    tag,
    access: { signedIn: true },
    answer: okEnvelope(PushPublicKeySchema),
    errors,
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/push/subscriptions',
    operationId: 'savePushSubscription',
    summary: "Receive pushes on this device: saves the browser's subscription for the caller",
    description:
      "Saving a subscription again answers the same id; an address another person had saved becomes the caller's.",
    tag,
    access: { signedIn: true },
    body: PushSubscriptionInputSchema,
    answer: okEnvelope(PushSubscriptionSavedSchema),
    errors,
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/push/subscriptions/:id',
    operationId: 'deletePushSubscription',
    summary: "Stop pushes to one of the caller's devices",
    tag,
    access: { signedIn: true },
    params: z.object({ id: IdSchema }),
    answer: OkSchema,
    errors,
  }),
};
