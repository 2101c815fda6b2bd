import { AUTH_MESSAGES } from '../../common/auth.ts';

/** Shell texts of the session area, Russian. Spread into shell.ru.ts; keys mirror session.en.ts. */
export const sessionRu = {
  session: {
    error: {
      checkFailed: 'Не удалось проверить вход. Попробуйте ещё раз.',
      dataSessionFailed: 'Не удалось обновить сессию источника данных',
      dataSessionReply: 'Ошибка при получении сессии источника данных: {{error}}',
      sso: 'Could not authorize by SSO token',
      network: 'Сервер не отвечает. Проверьте подключение и попробуйте ещё раз.',
    },
    loading: 'Проверка входа…',
    /** The server's own texts (common/auth.ts AUTH_MESSAGES), shown in the interface's language. */
    server: {
      ...AUTH_MESSAGES,
      tooManyAttempts: 'Слишком много попыток. Повторите через {{seconds}} с.',
    },
  },
  signIn: {
    title: 'Вход',
    email: 'E-mail',
    password: 'Пароль',
    submit: 'Войти',
    submitting: 'Вход…',
    toRegister: 'Регистрация',
    toReset: 'Забыли пароль?',
  },
  register: {
    title: 'Регистрация',
    fullName: 'ФИО',
    fullNameHint: 'Фамилия, имя и отчество полностью',
    submit: 'Зарегистрироваться',
    toSignIn: 'Уже есть учётная запись? Войти',
  },
  passwordReset: {
    title: 'Сброс пароля',
    intro: 'Укажите e-mail: мы отправим на него ссылку для сброса пароля.',
    submit: 'Отправить ссылку',
    sent: 'Если такой e-mail зарегистрирован, на него отправлена ссылка для сброса пароля.',
    newPasswordTitle: 'Смена пароля',
    newPassword: 'Новый пароль',
    save: 'Сохранить пароль',
    done: 'Пароль изменён. Войдите с новым паролем.',
    toSignIn: 'Ко входу',
  },
  accessDenied: {
    title: 'Доступ запрещён',
    text: 'У вас нет доступа к странице {{path}}.',
    home: 'На главную',
    signOut: 'Войти под другим пользователем',
  },
  userMenu: {
    label: 'Пользователь',
    profile: 'Профиль',
    signOut: 'Выйти',
  },
  profile: {
    title: 'Профиль пользователя',
    name: 'ФИО',
    email: 'E-mail',
    role: 'Роль',
    admin: 'Администратор',
    user: 'Пользователь',
    id: 'Идентификатор',
    language: 'Язык интерфейса',
    languageSaved: 'Язык сохранён',
    languageFailed: 'Не удалось сохранить язык',
    signOut: 'Выйти',
    deletion: {
      title: 'Удаление учётной записи',
      explain:
        'Если запросить удаление сегодня, учётная запись будет удалена {{date}}; до этого запрос можно отменить. Ваши объекты останутся, их автором будет значиться «Удалённый пользователь».',
      passwordHint: 'Для подтверждения запроса',
      request: 'Запросить удаление',
      pending: 'Учётная запись будет удалена {{date}} по вашему запросу.',
      cancel: 'Отменить удаление',
    },
    password: {
      title: 'Смена пароля',
      current: 'Текущий пароль',
      new: 'Новый пароль',
      rule: 'От 8 до 30 символов',
      submit: 'Изменить пароль',
      changed: 'Пароль изменён. Вход на других устройствах завершён.',
    },
  },
} as const;
