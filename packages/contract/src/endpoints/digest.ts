import { okEnvelope } from '../api';
import { DigestSettingsInputSchema, DigestSettingsSchema } from '../digest';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import { takingRead } from '../read-back';

const tag = 'Morning digest';
const errors = SIGNED_IN_ERRORS;

/** The signed-in person's morning digest: whether it comes, at which local time, in which zone. */
export const digestEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/digest',
    operationId: 'getDigestSettings',
    summary: "The caller's morning digest: on or off, its local time and zone (defaults when never saved)",
    tag,
    access: { signedIn: true },
    answer: okEnvelope(DigestSettingsSchema),
    errors,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/digest',
    operationId: 'saveDigestSettings',
    summary: "Set the caller's morning digest",
    description: 'Switching it on needs area-view at some store (403 otherwise); switching it off is always allowed.',
    tag,
    access: { signedIn: true },
    body: takingRead(DigestSettingsInputSchema, DigestSettingsSchema),
    answer: okEnvelope(DigestSettingsSchema),
    errors,
  }),
};
