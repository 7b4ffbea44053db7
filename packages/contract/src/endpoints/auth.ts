import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { endpoint } from '../endpoint';
import { DEMO_NOTICE_PATH } from '../login-first-paint';
import { text } from '../inputs';
import {
  DemoNoticeSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  ManagerLoginRequestSchema,
  ManagerTokenAnswerSchema,
  SetPasswordRequestSchema,
  SignedInUserAnswerSchema,
  TokenAnswerSchema,
} from '../session';

const tag = 'Auth';
const errors = [401, 403, 404, 422, 429, 503] as const;
/** Password codes and mails: public, and limited per client. */
const passwordErrors = [422, 429] as const;

/** Signing in and out, the manager PIN, and passwords set by mailed code (spec 1 §1, spec 2 §7). */
export const authEndpoints = {
  signIn: endpoint({
    method: 'POST',
    path: '/auth',
    operationId: 'signIn',
    summary: 'Sign in with a username or email and a password',
    tag,
    access: { public: true },
    body: LoginRequestSchema,
    answer: okEnvelope(TokenAnswerSchema),
    errors,
  }),
  signedInUser: endpoint({
    method: 'GET',
    path: '/user/:username',
    operationId: 'getSignedInUser',
    summary: 'Get the signed-in user and their role permissions',
    tag,
    access: { signedIn: true },
    params: z.object({ username: text(254).pipe(z.string().min(1)) }),
    answer: okEnvelope(SignedInUserAnswerSchema),
    errors,
  }),
  managerSignIn: endpoint({
    method: 'POST',
    path: '/auth/manager',
    operationId: 'managerSignIn',
    summary: 'Start a management session with a manager PIN',
    tag,
    access: { signedIn: true },
    body: ManagerLoginRequestSchema,
    answer: okEnvelope(ManagerTokenAnswerSchema),
    errors,
  }),
  demoNotice: endpoint({
    method: 'GET',
    path: DEMO_NOTICE_PATH,
    operationId: 'getDemoNotice',
    summary: 'Tell whether the portal still holds the demo accounts',
    tag,
    access: { public: true },
    answer: okEnvelope(DemoNoticeSchema),
    errors: [],
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/auth/logout',
    operationId: 'signOut',
    summary: 'End every session of the signed-in user',
    tag,
    access: { signedIn: true },
    answer: OkSchema,
    errors,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/users/forgot-password',
    operationId: 'requestPasswordReset',
    summary: 'Mail a password reset link',
    tag,
    access: { public: true },
    body: ForgotPasswordRequestSchema,
    answer: OkSchema,
    errors: passwordErrors,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/users/reset-password',
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset code',
    tag,
    access: { public: true },
    body: SetPasswordRequestSchema,
    answer: OkSchema,
    errors: passwordErrors,
  }),
  acceptInvite: endpoint({
    method: 'POST',
    path: '/users/invite',
    operationId: 'acceptInvite',
    summary: 'Set the first password with an invitation code',
    tag,
    access: { public: true },
    body: SetPasswordRequestSchema,
    answer: OkSchema,
    errors: passwordErrors,
  }),
};
