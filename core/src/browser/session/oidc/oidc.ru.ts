/** Texts of the OpenID Connect sign-in, Russian. Spread into shell.ru.ts; keys mirror oidc.en.ts. */
export const oidcRu = {
  oidc: {
    signIn: 'Войти через {{provider}}',
    redirecting: 'Переход к {{provider}}…',
    or: 'или',
    callback: {
      title: 'Вход',
      pending: 'Выполняется вход через {{provider}}…',
      success: 'Вход выполнен',
      failure: 'Не удалось войти через {{provider}}',
      failed: 'Не удалось войти',
      retry: 'Попробовать ещё раз',
      toSignIn: 'Ко входу',
    },
    error: {
      notConfigured: 'Вход через внешнего поставщика не настроен',
      network: 'Сервер не отвечает. Проверьте подключение и попробуйте ещё раз.',
      noState: 'Ответ поставщика не относится к начатому входу. Начните вход заново.',
      unknown: 'Непредвиденная ошибка входа. Попробуйте ещё раз или обратитесь к администратору.',
    },
  },
} as const;
