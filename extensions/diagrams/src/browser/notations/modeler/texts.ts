import type { NotationProblem, NotationRefusal } from '../../../common/notation/check.ts';
import { pages as en } from '../i18n/pages.en.ts';
import { pages as ru } from '../i18n/pages.ru.ts';

/** A translate function as i18next's `t` is called here: a key under the area's page texts and values. */
export type NotationT = (key: string, values: Record<string, string | number>) => string;

type Texts = typeof ru;

/**
 * The texts without React (bpmn-js modules run outside it): the page's language as the shell set it on
 * `<html lang>` (ru unless en), from the same files the page texts load, with i18next's `{{name}}` filled.
 */
export function documentT(
  language = typeof document === 'undefined' ? 'ru' : document.documentElement.lang,
): NotationT {
  const texts: Texts = language.startsWith('en') ? en : ru;
  return (key, values) => {
    const path = key.replace(/^notations\./, '').split('.');
    let found: unknown = texts;
    for (const part of path) found = (found as Record<string, unknown> | undefined)?.[part];
    const template = typeof found === 'string' ? found : key;
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** Why the notation refused a connection, in words (domain.md §3 connection rules). */
export function refusalText(reason: NotationRefusal, t: NotationT): string {
  switch (reason.kind) {
    case 'target':
      return reason.target
        ? t('notations.refusal.target', { source: reason.source, target: reason.target })
        : t('notations.refusal.targetPlain', { source: reason.source });
    case 'reflexive':
      return t('notations.refusal.reflexive', { source: reason.source });
    case 'maxOutgoing':
      return reason.limit === 0
        ? t('notations.refusal.nothing', { source: reason.source })
        : t('notations.refusal.maxOutgoing', { source: reason.source, limit: reason.limit });
    case 'maxIncoming':
      return t('notations.refusal.maxIncoming', { target: reason.target, limit: reason.limit });
  }
}

/** A diagram element's breach of a minimum or maximum, in words. */
export function problemText(problem: NotationProblem, t: NotationT): string {
  return t(`notations.problem.${problem.kind}`, { name: problem.name, count: problem.count, limit: problem.limit });
}
