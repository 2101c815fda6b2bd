import { Services, useService, useT } from '@ontobench/sdk';

/**
 * A component kind's name as the document-component point gives it: the contribution's `labelKey` in
 * the namespace of the extension that contributed it, so a plugin's kind reads with its plugin's label
 * exactly as a built-in one with the area's. The root (`document`, not a contribution) and a kind whose
 * plugin is gone read from the area's kind names, else as the id itself.
 */
export function useKindLabel(): (kind: string) => string {
  const { t } = useT();
  const contributions = useService(Services.Contributions);
  return (kind) => {
    const entry = contributions.documentComponents.get(kind);
    if (entry) return t(entry.labelKey, { ns: entry.owner, defaultValue: kind });
    return t(`kinds.${kind}`, { defaultValue: kind });
  };
}
