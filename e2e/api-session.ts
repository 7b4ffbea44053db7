import fs from 'node:fs';
import { inject } from 'vitest';

/*
 * The API as a demo account, outside any page: the sign-in a test page is given (support.ts
 * signIn), and calls a test makes to set up or read back what the page should show.
 */

export const DEMO_PASSWORD = 'dripp-demo';

export function baseURL(): string {
  return inject('baseURL');
}

interface ApiSession {
  token: string;
  expires?: number;
  userName: string;
  userId: number;
  permissions: unknown;
}

/**
 * A working token for the account and what the login form stores with it (GET /user/{username}
 * with the token): a kept token is reused while the server still takes it (a sign-out ends every
 * token of the account), else the account signs in again (POST /auth).
 */
export async function apiSession(username: string, password: string): Promise<ApiSession> {
  const file = inject('sessionFile');
  const kept: Record<string, string> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const key = `${username}\n${password}`;
  const keptToken = kept[key];
  if (keptToken) {
    const session = await sessionOf(keptToken);
    if (session) return session;
  }
  const res = await fetch(`${baseURL()}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, remember_me: false }),
  });
  if (!res.ok) throw new Error(`Sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  const session = await sessionOf(token);
  if (!session) throw new Error(`The new token of ${username} was refused`);
  fs.writeFileSync(file, JSON.stringify({ ...kept, [key]: token }));
  return session;
}

async function sessionOf(token: string): Promise<ApiSession | undefined> {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    username: string;
    exp?: number;
  };
  const res = await fetch(`${baseURL()}/api/user/${encodeURIComponent(claims.username)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status === 401) return undefined;
  if (!res.ok) throw new Error(`GET /api/user/${claims.username}: ${res.status} ${await res.text()}`);
  const { user, userRolePermissionData } = (
    (await res.json()) as {
      data: { user: { id: number; username: string }; userRolePermissionData: unknown };
    }
  ).data;
  return { token, expires: claims.exp, userName: user.username, userId: user.id, permissions: userRolePermissionData };
}

/** Calls the API as the demo account `username` and answers the body's `data`; a refusal throws with its answer. */
export async function apiAs<T>(username: string, method: string, path: string, body?: unknown): Promise<T> {
  const { token } = await apiSession(username, DEMO_PASSWORD);
  const res = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}
