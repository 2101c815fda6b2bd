/** The chat part's labels (namespace `collaboration`, key `chat`): menu, toolbar, the top bar's button. */
export const labels = {
  menu: 'Чат',
  title: 'Чат',
  discuss: 'Обсудить в чате',
  unread: 'Чат: непрочитанных {{count}}',
  unreadNone: 'Чат: нет непрочитанных',
  unreadFailed: 'Чат: не удалось узнать число непрочитанных',
};
