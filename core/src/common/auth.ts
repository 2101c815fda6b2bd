/**
 * The wire types of sign-in and session calls (spec shell.md §7, docs/api.md), shared by the reference
 * server and the browser's session service, and the API messages the browser must recognise.
 */

export const AUTH_API = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  logout: '/api/auth/logout',
  checkAuth: '/api/auth/check-auth',
  dataSession: '/api/auth/osa-sessionid',
  setPassword: '/api/auth/set-password',
  passwordReset: '/api/auth/password-reset',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
} as const;

/** The user as sign-in replies show it. */
export interface SignedInUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

/** POST auth/login and auth/register. */
export interface SignInReply {
  jwtToken: string;
  user: SignedInUser;
}

/** GET auth/check-auth, spec shell.md §7: every field, also when nobody is signed in. */
export interface CheckAuthReply {
  isAuthenticated: boolean;
  isAdmin: boolean;
  app: 'onto' | 'edu' | null;
  licenseExpirationDate: string | null;
  isBetaTester: boolean;
  disabledRoutes: string[];
  enabledRoutes: string[];
  hiddenComponents: string[];
  deleteAccountRequestDate: string | null;
  user: { id: string; name: string; email: string } | null;
  /** The interface language stored with the user (null when nobody is signed in). */
  language: 'ru' | 'en' | null;
}

/** GET auth/check-auth?ssoToken=… */
export interface SsoExchangeReply {
  jwtToken: string;
}

/** GET auth/osa-sessionid: a list whose first item has `res`, JSON with `session` or an `error`. */
export type DataSessionReply = { res: string }[];

/** 400 of auth/register: every problem of the form, the first one also as `error` (in Russian). */
export interface ValidationReply {
  error: string;
  issues: { field: string; code: string; message: string }[];
}

/** Error texts the API sends that the browser acts on (shell.md §8). */
export const SESSION_ERROR_MESSAGES = [
  'Session not set',
  'Invalid session id',
  'User role not defined or no views available for the user roles',
] as const;

export const SSO_FAILED_MESSAGE = 'Could not authorize by SSO token';

/** Whether an API error text means the data-source session is gone (the user is signed out). */
export function isSessionLossMessage(message: string | undefined | null): boolean {
  return (SESSION_ERROR_MESSAGES as readonly string[]).includes(message ?? '');
}
