import { z } from 'zod';
import { okEnvelope } from '../api';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import { requiredText } from '../inputs';
import { ProfileSchema } from '../stores';

/** A user's profile page (spec 2 §2 Profile). */
export const profileEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/profile/:username',
    operationId: 'getProfile',
    summary: "Get a user's profile",
    tag: 'Profile',
    access: { signedIn: true },
    params: z.object({ username: requiredText('Username', 100) }),
    answer: okEnvelope(ProfileSchema),
    errors: SIGNED_IN_ERRORS,
  }),
};
