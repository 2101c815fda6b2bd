import { oidcEn } from '../session/oidc/oidc.en.ts';
import { sessionEn } from './session.en.ts';

/** The shell texts a sign-in page needs, English (sign-in.ru.ts). */
export const signInEn = { ...sessionEn, ...oidcEn };
