type T = (key: string) => string;

/** "state1: individuals: …" as the comparison's server writes its errors and warnings (node/exchange/diff.ts). */
const PREFIX = /^(state[12]): (?:(classes|objectProperties|dataProperties|individuals): )?/;

/**
 * A comparison error or warning with its technical prefix put into words ("Первое состояние,
 * индивиды: …"): the server's codes `state1`/`state2` and the category ids never reach the reader.
 * The rest of the text is the server's (already Russian); a text without the prefix is left alone.
 */
export function diffNoteText(t: T, text: string): string {
  const m = PREFIX.exec(text);
  if (!m) return text;
  const which = t(`exchange.result.state.${m[1]}`);
  const category = m[2] ? `, ${t(`exchange.result.category.${m[2]}`).toLowerCase()}` : '';
  return `${which}${category}: ${text.slice(m[0].length)}`;
}
