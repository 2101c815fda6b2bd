/** The chat part's labels (namespace `collaboration`, key `chat`): menu, toolbar, the top bar's button. */
export const labels = {
  menu: 'Chat',
  title: 'Chat',
  discuss: 'Discuss in chat',
  unread: 'Chat: {{count}} unread',
  unreadNone: 'Chat: nothing unread',
  unreadFailed: 'Chat: could not get the unread count',
};
