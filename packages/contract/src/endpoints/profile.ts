import { z } from 'zod';
import { okEnvelope } from '../api';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import { requiredText } from '../inputs';
import { LanguageSchema } from '../language';
import { ProfileSchema } from '../stores';
import { TEMPERATURE_UNITS } from '../food-safety-labels';

/** A person's language, as set and as answered. */
const OwnLanguageSchema = z.object({ language: LanguageSchema });
/** The scale a person reads temperatures in, as set and as answered. */
const OwnTemperatureUnitSchema = z.object({
  temperature_unit: z.enum(TEMPERATURE_UNITS, { error: 'Choose °F or °C' }),
});

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
  /**
   * Beyond the spec (DESIGN §8): the signed-in person's language alone, so that someone whose
   * profile the full edit would refuse (no phone on file, say) can still switch.
   */
  setOwnLanguage: endpoint({
    method: 'PUT',
    path: '/users/me/language',
    operationId: 'setOwnLanguage',
    summary: 'Set the language the signed-in person reads the portal in',
    description:
      "Changes only the caller's own language; in a management session (manager PIN), the language of the person signed in on the device.",
    tag: 'Profile',
    access: { signedIn: true },
    body: OwnLanguageSchema,
    answer: okEnvelope(OwnLanguageSchema),
    errors: [401, 422],
  }) /** Beyond the spec (DESIGN §8, food safety): the signed-in person's temperature scale alone. */,
  setOwnTemperatureUnit: endpoint({
    method: 'PUT',
    path: '/users/me/temperature-unit',
    operationId: 'setOwnTemperatureUnit',
    summary: 'Set the scale (°F or °C) the signed-in person reads temperatures in',
    description:
      "Changes only the caller's own scale; in a management session (manager PIN), the scale of the person signed in on the device. Temperatures are kept in °F whatever the scale.",
    tag: 'Profile',
    access: { signedIn: true },
    body: OwnTemperatureUnitSchema,
    answer: okEnvelope(OwnTemperatureUnitSchema),
    errors: [401, 422],
  }),
};
