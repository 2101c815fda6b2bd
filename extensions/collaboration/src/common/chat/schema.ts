import { dataProperty, type SchemaDeclaration } from '@ontobench/sdk/common';

/** The collaboration area's fixed ids; the chat's classes 0x001–, properties 0x100–. Ids never change. */
export const collaborationId = (n: number) => `c0ab0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const CHAT_CLASS = {
  /** A chat message: author and creation are the core's columns; conversation, text, sentAt. */
  ChatMessage: collaborationId(0x001),
  /** One user's place in a conversation: they take part in it and have read it up to `readAt`. */
  ChatMember: collaborationId(0x002),
} as const;

export const CHAT_PROP = {
  /** The conversation id (`d.<user>.<user>` or `o.<object>`) of a message or a member. */
  conversation: collaborationId(0x100),
  /** The message's text (1–4000 characters). */
  text: collaborationId(0x101),
  /** When it was sent, ISO 8601 UTC with milliseconds: text order is time order (`[created]` has days only). */
  sentAt: collaborationId(0x102),
  /** The member's user id. */
  member: collaborationId(0x103),
  /** The member has read everything sent up to this time (ISO 8601 as sentAt). */
  readAt: collaborationId(0x104),
  /** When the message's author last changed its text (ISO 8601 as sentAt). */
  editedAt: collaborationId(0x105),
} as const;

const MESSAGE = [CHAT_CLASS.ChatMessage];
const MEMBER = [CHAT_CLASS.ChatMember];

/** The chat part's classes and properties. */
export const CHAT_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [
    { id: CHAT_CLASS.ChatMessage, name: 'Chat message' },
    { id: CHAT_CLASS.ChatMember, name: 'Chat member' },
  ],
  properties: [
    dataProperty(CHAT_PROP.conversation, 'chatConversation', 'string', [...MESSAGE, ...MEMBER]),
    dataProperty(CHAT_PROP.text, 'chatText', 'string', MESSAGE),
    dataProperty(CHAT_PROP.sentAt, 'chatSentAt', 'string', MESSAGE),
    dataProperty(CHAT_PROP.member, 'chatMember', 'string', MEMBER),
    dataProperty(CHAT_PROP.readAt, 'chatReadAt', 'string', MEMBER),
    dataProperty(CHAT_PROP.editedAt, 'chatEditedAt', 'string', MESSAGE),
  ],
};
