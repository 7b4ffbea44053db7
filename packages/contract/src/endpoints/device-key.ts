import { z } from 'zod';
import { okEnvelope } from '../api';
import { endpoint } from '../endpoint';

/** The caller's key for what this device keeps of them while offline (docs/decisions/187). */
export const DeviceKeySchema = z.object({
  /** 32 bytes, base64url: the same for the same person on every device and sign-in. */
  key: z.string(),
});

export const deviceKeyEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/device-key',
    operationId: 'getDeviceKey',
    summary: "The caller's key for the queued saves and drafts a device keeps of them",
    description:
      'Derived from the server secret and the caller, so it is the same on every sign-in; the device forgets it at sign-out, which leaves what it keeps unreadable until the same person signs in again.',
    tag: 'Auth',
    access: { signedIn: true },
    answer: okEnvelope(DeviceKeySchema),
    errors: [401],
  }),
};
