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
  /** POST asks for the account's deletion (with `current_password`), DELETE takes the request back. */
  accountDeletion: '/api/auth/account-deletion',
} as const;

/** The reply to an account-deletion request: the request's day (YYYY-MM-DD). */
export interface AccountDeletionReply {
  deleteAccountRequestDate: string;
}

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
  /** The user's app (an id an area declares, `apps` point); null when unknown. */
  app: string | null;
  /**
   * Whether the user's app keeps its non-administrators on its own routes (shell.md §6), as the server's
   * declared apps say: the browser confines the user from the first page, before the area that declares
   * the app has loaded (docs/architecture.md "Apps").
   */
  appConfines: boolean;
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

/**
 * Texts of the auth endpoints' errors. The English ones are the spec's own (shell.md §8: the browser
 * recognises 'Session not set' and 'Invalid session id' and signs the user out, and shows the SSO text).
 * The browser shows the others in the interface's language (`serverMessageKey`).
 */
export const AUTH_MESSAGES = {
  forbidden: 'Недостаточно прав',
  registrationDisabled: 'Регистрация отключена',
  emailTaken: 'Пользователь с таким e-mail уже зарегистрирован',
  wrongCredentials: 'Неверный e-mail или пароль',
  accessSuspended: 'Доступ к учётной записи приостановлен',
  userNotFound: 'Пользователь не найден',
  userHasNoEmail: 'У пользователя не указан e-mail',
  resetLinkInvalid: 'Ссылка для сброса пароля недействительна или устарела',
  notSignedIn: 'Необходимо войти в систему',
  sessionNotSet: 'Session not set',
  invalidSession: 'Invalid session id',
  ssoFailed: 'Could not authorize by SSO token',
  currentPasswordRequired: 'Введите текущий пароль',
  wrongCurrentPassword: 'Неверный текущий пароль',
  noPasswordYet: 'У учётной записи ещё нет пароля: задайте его по ссылке для сброса пароля',
} as const;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/** 429 of the sign-in endpoints: how long to wait. */
export const tooManyAttempts = (seconds: number) => `Слишком много попыток. Повторите через ${seconds} с.`;

/** The key of a known auth message (the seconds of a 429), or null for a text the server made up. */
export function serverMessageKey(text: string): { key: AuthMessageKey | 'tooManyAttempts'; seconds?: number } | null {
  const wait = /^Слишком много попыток\. Повторите через (\d+) с\.$/.exec(text);
  if (wait) return { key: 'tooManyAttempts', seconds: Number(wait[1]) };
  const key = (Object.keys(AUTH_MESSAGES) as AuthMessageKey[]).find((k) => AUTH_MESSAGES[k] === text);
  return key ? { key } : null;
}
