import { safeReturnPath as safePath } from '../return-path.ts';
import { OIDC_CALLBACK_PATH, type OidcProtocol } from './oidc-protocol.ts';

/** A sign-in through the provider that did not finish; `message` is the text for the user. */
export class OidcSignInError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'OidcSignInError';
  }
}

/** A text of the `oidc` keys of the shell namespace, with the provider's name filled in. */
export type OidcText = (key: string) => string;

/**
 * Leaves for the provider's sign-in page; after it the user lands on `returnTo` (a path of this app).
 * Plain code (no kernel) so the light sign-in page's button runs the same steps as OidcSignIn.
 */
export async function redirectToProvider(
  protocol: () => Promise<OidcProtocol>,
  returnTo: string,
  text: OidcText,
): Promise<void> {
  try {
    await (await protocol()).signInRedirect(safeReturnPath(returnTo));
  } catch (error) {
    throw oidcFailure(error, text);
  }
}

/**
 * The provider's own words when it sent an error back (`error_description`), else a text of ours: the
 * library's and the browser's messages are English and technical ("Failed to fetch"), not for the user.
 */
export function oidcFailure(error: unknown, text: OidcText): OidcSignInError {
  if (error instanceof OidcSignInError) return error;
  const {
    error: code,
    error_description: description,
    message,
  } = (error ?? {}) as {
    error?: unknown;
    error_description?: unknown;
    message?: unknown;
  };
  if (typeof description === 'string' && description) return new OidcSignInError(description, { cause: error });
  if (typeof code === 'string' && code) return new OidcSignInError(code, { cause: error });
  if (typeof message === 'string' && /no matching state/i.test(message)) {
    return new OidcSignInError(text('oidc.error.noState'), { cause: error });
  }
  // fetch() rejects with a TypeError when the provider or the network cannot be reached.
  if (error instanceof TypeError) return new OidcSignInError(text('oidc.error.network'), { cause: error });
  return new OidcSignInError(text('oidc.error.unknown'), { cause: error });
}

/** Only a path of this app, never another site (`//evil`, `https://…`) nor the callback itself. */
export function safeReturnPath(value: unknown): string {
  const path = safePath(value);
  return path === OIDC_CALLBACK_PATH || path.startsWith(`${OIDC_CALLBACK_PATH}?`) ? '/' : path;
}
