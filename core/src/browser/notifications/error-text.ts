/**
 * The error text format of spec shell.md §8: a heading (default 'Unexpected error') followed by bullet
 * lines of the message, the response message and the response error.
 */
export interface ErrorText {
  heading: string;
  bullets: string[];
}

export const BULLET = '• ';

/** Reads the three bullet sources from any thrown value; repeated or empty lines are left out. */
export function errorBullets(error: unknown): string[] {
  const lines = [messageOf(error), ...responseParts(error)];
  const bullets: string[] = [];
  for (const line of lines) {
    const text = line?.trim();
    if (text && !bullets.includes(text)) bullets.push(text);
  }
  return bullets;
}

export function errorText(error: unknown, heading: string): ErrorText {
  return { heading, bullets: errorBullets(error) };
}

/** One string: the heading, then one bullet per line (the message bar keeps the line breaks). */
export function formatErrorText(error: unknown, heading: string): string {
  const { bullets } = errorText(error, heading);
  return [heading, ...bullets.map((line) => BULLET + line)].join('\n');
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  return undefined;
}

/**
 * The response's own message and error: from `error.response` (a parsed body) or `error.body`,
 * which is where the data client and the HTTP layer keep what the server said.
 */
function responseParts(error: unknown): (string | undefined)[] {
  if (!isRecord(error)) return [];
  const body = [error.response, error.body].find(isRecord);
  if (!body) return [];
  return [textOf(body.message), textOf(body.error)];
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.message === 'string') return value.message;
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
