/**
 * Texts of the auth endpoints' errors. The English ones are the spec's own (shell.md §8: the browser
 * recognises 'Session not set' and 'Invalid session id' and signs the user out, and shows the SSO text).
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
  sessionNotSet: 'Session not set',
  invalidSession: 'Invalid session id',
  ssoFailed: 'Could not authorize by SSO token',
} as const;
