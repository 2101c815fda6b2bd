import { CHAT_PAGE_MAX, CHAT_TEXT_MAX } from '../../common/chat/api.ts';

/** The chat part's answers to a bad call, in Russian (the spec's language of messages). */
export const CHAT_TEXTS = {
  conversationNotFound: 'Беседа не найдена',
  textLength: `Текст сообщения: от 1 до ${CHAT_TEXT_MAX} символов`,
  badUser: 'Укажите пользователя (user) — идентификатор пользователя',
  withYourself: 'Нельзя начать беседу с самим собой',
  userNotFound: 'Пользователь не найден или его доступ приостановлен',
  peerSuspended: 'Доступ собеседника приостановлен: написать ему нельзя',
  messageNotFound: 'Сообщение не найдено',
  onlyAuthorEdits: 'Изменить сообщение может только его автор',
  onlyAuthorRemoves: 'Удалить сообщение может только его автор или администратор',
  badBefore: 'before: ожидается время сообщения (sentAt) в формате ISO 8601',
  badLimit: `limit: ожидается число от 1 до ${CHAT_PAGE_MAX}`,
  /** The notice of a mention (shell's FRONTEND_USER_NOTIFICATION). */
  mention: (author: string, title: string, text: string) => `${author} упоминает вас в чате «${title}»: ${text}`,
} as const;
