import { describe, expect, it } from 'vitest';
import { ru } from '../i18n/ru.ts';
import { en } from '../i18n/en.ts';
import { diffNoteText } from './diff-notes.ts';

/** A t() over one language's texts of the exchange part. */
const tOf = (texts: unknown) => (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts) as string;

describe('comparison warnings without "state1: individuals:" (issue 14, item 2)', () => {
  it('puts the state and the category into words, in Russian and in English', () => {
    const warning =
      'state1: individuals: имя «Рекс» встречается несколько раз (2), по имени такие термины не сопоставляются';
    expect(diffNoteText(tOf(ru), warning)).toBe(
      'Первое состояние, индивиды: имя «Рекс» встречается несколько раз (2), по имени такие термины не сопоставляются',
    );
    expect(diffNoteText(tOf(en), 'state2: classes: x')).toBe('Second state, classes: x');
  });
  it('an error names only the state; a text without the prefix is left alone', () => {
    expect(diffNoteText(tOf(ru), 'state2: «Twin»: родительского класса ghost нет в этом состоянии')).toBe(
      'Второе состояние: «Twin»: родительского класса ghost нет в этом состоянии',
    );
    expect(diffNoteText(tOf(ru), 'что-то другое')).toBe('что-то другое');
  });
});
