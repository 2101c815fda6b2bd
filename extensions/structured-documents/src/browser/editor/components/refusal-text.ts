import { useT } from '@ontobench/sdk';
import type { Refusal } from '../model/editor-types.ts';

/** A refused change in words (never a raw code): the rule that said no, or who holds the element. */
export function useRefusalText(): (refusal: Refusal) => string {
  const { t } = useT();
  return (refusal) =>
    refusal.reason === 'locked'
      ? t('editor.refusal.locked', { name: refusal.name })
      : t(`editor.refusal.${refusal.reason}`);
}
