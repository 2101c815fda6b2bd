import { HttpError } from '../http/http-error.ts';

/**
 * Texts of the OpenID Connect sign-in's errors (Russian, like the other auth texts). A refused token is
 * a 401 that says why, so an administrator reading the browser's message knows where to look.
 */
export const OIDC_MESSAGES = {
  notConfigured: 'Вход через внешнего поставщика не настроен',
  refused: 'Вход через внешнего поставщика не выполнен',
  badSignature: 'подпись токена не прошла проверку',
  wrongAudience: 'токен выпущен для другого приложения',
  wrongIssuer: 'токен выпущен другим поставщиком',
  expired: 'срок действия токена истёк',
  notYetValid: 'токен ещё не действителен',
  malformed: 'токен повреждён',
  noSubject: 'в токене нет идентификатора пользователя',
  noEmail: 'поставщик не сообщил e-mail пользователя',
  emailNotVerified: 'e-mail пользователя не подтверждён у поставщика',
  userinfoMismatch: 'данные пользователя у поставщика не совпадают с токеном',
  accessTokenRefused: 'поставщик не принял токен доступа',
  providerUnavailable: 'Поставщик входа недоступен',
  providerMisconfigured: 'Поставщик входа настроен неверно: его описание не совпадает с адресом',
} as const;

/** 401 "Вход через внешнего поставщика не выполнен: <reason>". */
export function oidcRefusal(reason: string): HttpError {
  return new HttpError(401, `${OIDC_MESSAGES.refused}: ${reason}`);
}
