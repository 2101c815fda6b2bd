import { describe, expect, it } from 'vitest';
import { statusEn } from './status.en.ts';
import { statusRu } from './status.ru.ts';

/** Every leaf of a text tree, by dotted key. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('status texts', () => {
  it('use the exact texts the spec gives (shell.md §4, §8)', () => {
    expect(statusRu.status.limitedWarning).toBe('Система находится в режиме ограниченного функционирования.');
    expect(statusRu.notice.errorHeading).toBe('Unexpected error');
  });

  it('every Russian text has a non-empty English translation', () => {
    const ru = leaves(statusRu);
    const en = leaves(statusEn);
    expect([...en.keys()].sort()).toEqual([...ru.keys()].sort());
    for (const [key, text] of en) expect(text.trim(), key).not.toBe('');
  });

  it('English interpolates the same values as Russian', () => {
    const ru = leaves(statusRu);
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    for (const [key, text] of leaves(statusEn)) expect(variables(text), key).toEqual(variables(ru.get(key)!));
  });
});
