/**
 * The stages a new version may be given (domain.md §3 Diagram `stage`). The store keeps a free label; the
 * editor offers these codes and shows them translated, and shows any other stored label as it is.
 */
export const STAGES = ['draft', 'review', 'approved', 'archived'] as const;
export type StageCode = (typeof STAGES)[number];

export const isStageCode = (stage: string | null): stage is StageCode =>
  stage !== null && (STAGES as readonly string[]).includes(stage);

/** The key of a stage's text under `versions.stage`, or null for a label the editor does not know. */
export function stageKey(stage: string | null): string | null {
  if (stage === null || stage.trim() === '') return 'versions.stage.none';
  return isStageCode(stage) ? `versions.stage.${stage}` : null;
}

/** The stage as the user reads it: a known code translated, any other label as stored. */
export function stageText(t: (key: string) => string, stage: string | null): string {
  const key = stageKey(stage);
  return key ? t(key) : (stage ?? '');
}
