/** Where the auth code reads the time: injectable, so tests can move past an expiry without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Lifetimes of sessions and one-time tokens. */
export const AUTH_TTL_MS = {
  /** A sign-in lasts 30 days (the JWT expires with its web session). */
  webSession: 30 * 24 * 60 * 60 * 1000,
  /** A data-source session (GET auth/osa-sessionid) lasts 12 hours. */
  dataSession: 12 * 60 * 60 * 1000,
  /** An SSO token is good for 5 minutes, once. */
  ssoToken: 5 * 60 * 1000,
  /** A password reset link is good for 1 hour, once. */
  resetToken: 60 * 60 * 1000,
} as const;

export function later(now: Date, ms: number): Date {
  return new Date(now.getTime() + ms);
}
