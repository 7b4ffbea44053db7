import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';
import { COOKIE } from '@dripp/contract/session-keys';
import type { UserRolePermissionData } from '@dripp/contract/session';
import { readClaims, tokenExpiry } from './jwt';

/** What the browser keeps of a sign-in (spec 1 §1): cookies named exactly as the spec lists them. */
export interface Session {
  token?: string;
  managementToken?: string;
  userName?: string;
  userId?: number;
  permissions: UserRolePermissionData;
  managementPermissions: UserRolePermissionData;
  /** Role codes carried by the normal token (ROLE_ADMIN, ROLE_MANAGER, ...). */
  roles: string[];
}

type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

const SESSION_COOKIES: CookieName[] = [
  COOKIE.token,
  COOKIE.userName,
  COOKIE.userId,
  COOKIE.permissions,
  COOKIE.managementToken,
  COOKIE.managementPermissions,
];

// Browsers drop a cookie above ~4 KB silently; a user holding several large roles can exceed that,
// so the permission data then lives in localStorage under the same name instead of disappearing.
const OVERFLOW_PREFIX = 'session-overflow:';

/** `secure` exactly when the page came over HTTPS: a LAN host served over plain HTTP keeps its sign-in. */
export function servedOverHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

function cookieOptions(expires?: Date): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'lax',
    secure: servedOverHttps(),
    ...(expires ? { expires } : {}),
  };
}

function writeCookie(name: CookieName, value: string, expires?: Date): void {
  localStorage.removeItem(OVERFLOW_PREFIX + name);
  Cookies.set(name, value, cookieOptions(expires));
  if (Cookies.get(name) !== value) {
    Cookies.remove(name, cookieOptions());
    localStorage.setItem(OVERFLOW_PREFIX + name, JSON.stringify({ value, expires: expires?.getTime() ?? null }));
  }
}

function readCookie(name: CookieName): string | undefined {
  const value = Cookies.get(name);
  if (value !== undefined) return value;
  const overflow = localStorage.getItem(OVERFLOW_PREFIX + name);
  if (!overflow) return undefined;
  try {
    const stored = JSON.parse(overflow) as { value: string; expires: number | null };
    if (stored.expires !== null && stored.expires < Date.now()) return undefined;
    return stored.value;
  } catch {
    return undefined;
  }
}

function removeCookie(name: CookieName): void {
  Cookies.remove(name, cookieOptions());
  localStorage.removeItem(OVERFLOW_PREFIX + name);
}

function parsePermissions(raw: string | undefined): UserRolePermissionData {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as UserRolePermissionData) : {};
  } catch {
    return {};
  }
}

function readSession(): Session {
  const token = readCookie(COOKIE.token);
  const userId = Number(readCookie(COOKIE.userId));
  return {
    token,
    managementToken: readCookie(COOKIE.managementToken),
    userName: readCookie(COOKIE.userName),
    userId: Number.isInteger(userId) && userId > 0 ? userId : undefined,
    permissions: parsePermissions(readCookie(COOKIE.permissions)),
    managementPermissions: parsePermissions(readCookie(COOKIE.managementPermissions)),
    roles: readClaims(token).roles ?? [],
  };
}

const listeners = new Set<() => void>();
let version = 0;
let cachedKey = '';
let cached: Session | undefined;

function notify(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** The current session; the same object until a cookie changes, so React can compare it cheaply. */
export function getSession(): Session {
  const key = `${version}|${document.cookie}`;
  if (!cached || key !== cachedKey) {
    cachedKey = key;
    cached = readSession();
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the cookies this tab reads when it regains focus.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}

/** The bearer for API calls: the management token when present, else the normal token (spec 1 §1). */
export function bearerToken(): string | undefined {
  const session = getSession();
  return session.managementToken ?? session.token;
}

export function startSession(input: {
  token: string;
  userName: string;
  userId: number;
  permissions: UserRolePermissionData;
}): void {
  // The other values live as long as the token, so a remembered sign-in keeps its name and menu.
  const expires = tokenExpiry(input.token);
  writeCookie(COOKIE.token, input.token, expires);
  writeCookie(COOKIE.userName, input.userName, expires);
  writeCookie(COOKIE.userId, String(input.userId), expires);
  writeCookie(COOKIE.permissions, JSON.stringify(input.permissions), expires);
  notify();
}

export function startManagementSession(input: { token: string; permissions: UserRolePermissionData }): void {
  const expires = tokenExpiry(input.token);
  writeCookie(COOKIE.managementToken, input.token, expires);
  writeCookie(COOKIE.managementPermissions, JSON.stringify(input.permissions), expires);
  notify();
}

export function endManagementSession(): void {
  removeCookie(COOKIE.managementToken);
  removeCookie(COOKIE.managementPermissions);
  notify();
}

/** Sign-out: every session cookie goes (spec 3 §2.1). The active store stays remembered. */
export function clearSession(): void {
  SESSION_COOKIES.forEach(removeCookie);
  notify();
}
