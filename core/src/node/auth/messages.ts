/** The auth endpoints' error texts live in common, so the browser can recognise and translate them. */
export { AUTH_MESSAGES } from '../../common/auth.ts';
