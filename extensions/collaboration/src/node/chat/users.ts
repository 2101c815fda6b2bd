import { CLASS, PROP, filterLiteral, instanceRows, rowText } from '@ontobench/sdk/common';
import type { GetDataReply } from '@ontobench/sdk/common';
import type { DataReader, UserContext } from '@ontobench/sdk/node';

/** A user as the chat needs them: name, whether an administrator, whether their access is suspended. */
export interface ChatAccount {
  id: string;
  name: string;
  isAdmin: boolean;
  suspended: boolean;
}

/** Most accounts the chat looks at (the user picker, mentions). */
const ACCOUNTS_MAX = 1000;

/**
 * Accounts read with raised rights: names of users are shown wherever they are pointed at (the core
 * names users everywhere), and only id, name and the two flags leave this file.
 */
export async function readAccounts(read: DataReader, id?: string): Promise<ChatAccount[]> {
  const reply = (await read({
    act: 'get_data',
    class: CLASS.User,
    fields: [{ prop: PROP.isAdmin }, { prop: PROP.accessSuspended }],
    ...(id ? { filter: `[id] = ${filterLiteral(id)}` } : {}),
    limit: ACCOUNTS_MAX,
  })) as GetDataReply;
  return instanceRows(reply).map((row) => ({
    id: row.id,
    name: row.name,
    isAdmin: rowText(row, PROP.isAdmin) === 'true',
    suspended: rowText(row, PROP.accessSuspended) === 'true',
  }));
}

/** One account, or null. */
export async function readAccount(read: DataReader, id: string): Promise<ChatAccount | null> {
  return (await readAccounts(read, id))[0] ?? null;
}

/** A user context for asking the data API whether this account reads something (nothing but id and admin flag). */
export function contextOf(account: Pick<ChatAccount, 'id' | 'isAdmin'>): UserContext {
  return { id: account.id, name: '', email: '', isAdmin: account.isAdmin, isBetaTester: false, app: 'onto' };
}

/**
 * The accounts a text mentions: `@` followed by their full name, in any case, not followed by a letter
 * or digit (so «@Бобров Борис» does not mention «Бобров Борисович»). The author is never mentioned.
 */
export function mentionedIn(text: string, accounts: readonly ChatAccount[], authorId: string): ChatAccount[] {
  const lower = text.toLocaleLowerCase('ru');
  return accounts.filter((account) => {
    if (account.id === authorId || account.suspended || !account.name.trim()) return false;
    const needle = `@${account.name.trim().toLocaleLowerCase('ru')}`;
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
      const next = lower.charAt(at + needle.length);
      if (!/[\p{L}\p{N}]/u.test(next)) return true;
    }
    return false;
  });
}
