import {
  AUTH_API,
  SSO_FAILED_MESSAGE,
  type SignInReply,
  type SsoExchangeReply,
  type ValidationReply,
} from '../../common/auth.ts';
import type { RegistrationField, RegistrationIssueCode } from '../../common/validation/registration.ts';
import type { HttpRequester } from '../http/send-request.ts';

/** A sign-in form's failure: the server's text, and for registration the issue of each field. */
export class SignInFormError extends Error {
  constructor(
    message: string,
    readonly issues: readonly { field: RegistrationField; code: RegistrationIssueCode; message: string }[] = [],
  ) {
    super(message);
    this.name = 'SignInFormError';
  }
}

/** The network failed: the form shows its own text for it. */
export class NoResponseError extends Error {
  override name = 'NoResponseError';
}

async function post(http: HttpRequester, path: string, body: unknown): Promise<Response> {
  try {
    return await http.request(path, { method: 'POST', body: JSON.stringify(body), noAuthRedirect: true });
  } catch (error) {
    throw new NoResponseError(error instanceof Error ? error.message : String(error));
  }
}

async function failure(response: Response): Promise<SignInFormError> {
  const body = (await response.json().catch(() => ({}))) as Partial<ValidationReply>;
  const issues = Array.isArray(body.issues) ? (body.issues as SignInFormError['issues']) : [];
  return new SignInFormError(typeof body.error === 'string' ? body.error : `HTTP ${response.status}`, issues);
}

/** POST auth/login → the JWT. */
export async function requestLogin(http: HttpRequester, email: string, password: string): Promise<string> {
  const response = await post(http, AUTH_API.login, { email, password });
  if (!response.ok) throw await failure(response);
  return ((await response.json()) as SignInReply).jwtToken;
}

/** POST auth/register → the JWT (the new user is signed in). */
export async function requestRegistration(
  http: HttpRequester,
  form: { email: string; password: string; fullName: string },
): Promise<string> {
  const response = await post(http, AUTH_API.register, form);
  if (!response.ok) throw await failure(response);
  return ((await response.json()) as SignInReply).jwtToken;
}

/** POST auth/password-reset: always accepted (the server reveals nothing about the e-mail). */
export async function requestPasswordReset(http: HttpRequester, email: string): Promise<void> {
  const response = await post(http, AUTH_API.passwordReset, { email });
  if (!response.ok) throw await failure(response);
}

/** POST auth/password-reset/confirm with the token of the link. */
export async function confirmPasswordReset(http: HttpRequester, token: string, password: string): Promise<void> {
  const response = await post(http, AUTH_API.passwordResetConfirm, { token, password });
  if (!response.ok) throw await failure(response);
}

/** GET auth/check-auth?ssoToken=… → a JWT; any failure is 'Could not authorize by SSO token' (shell §8). */
export async function exchangeSsoToken(http: HttpRequester, ssoToken: string): Promise<string> {
  const path = `${AUTH_API.checkAuth}?ssoToken=${encodeURIComponent(ssoToken)}`;
  const response = await http.request(path, { noAuthRedirect: true }).catch(() => undefined);
  const body = response?.ok ? ((await response.json().catch(() => ({}))) as Partial<SsoExchangeReply>) : {};
  if (typeof body.jwtToken !== 'string') throw new SignInFormError(SSO_FAILED_MESSAGE);
  return body.jwtToken;
}

/**
 * POST auth/set-password for one's own password (spec shell.md §7, with `current_password`). A 401
 * here means the sign-in is gone and takes the usual way back to sign-in; the others are the form's.
 */
export async function changeOwnPassword(
  http: HttpRequester,
  form: { sessionId: string; currentPassword: string; password: string },
): Promise<void> {
  let response: Response;
  try {
    response = await http.request(AUTH_API.setPassword, {
      method: 'POST',
      noRetry: true,
      body: JSON.stringify({
        password: form.password,
        current_password: form.currentPassword,
        session_id: form.sessionId,
      }),
    });
  } catch (error) {
    throw new NoResponseError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await failure(response);
}

/**
 * The user's own account-deletion request (POST auth/account-deletion with the current password; an
 * account without one sends none) or, with `cancel`, its withdrawal (DELETE). Shell.md §3, §9.
 */
export async function setAccountDeletion(
  http: HttpRequester,
  change: { cancel: true } | { cancel?: false; currentPassword: string },
): Promise<void> {
  let response: Response;
  try {
    response = await http.request(AUTH_API.accountDeletion, {
      method: change.cancel ? 'DELETE' : 'POST',
      noRetry: true,
      ...(change.cancel ? {} : { body: JSON.stringify({ current_password: change.currentPassword }) }),
    });
  } catch (error) {
    throw new NoResponseError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await failure(response);
}
