/** The chat's own page (issue 21 item 7): the section whose access decides where the chat shows. */
export const chatPath = { page: '/chat' } as const;

/** The page paths of the chat part, reserved on the server. */
export const CHAT_ROUTE_PATHS: readonly string[] = [chatPath.page];
