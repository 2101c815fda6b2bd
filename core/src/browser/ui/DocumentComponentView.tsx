import { Spinner } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { DocumentComponentContribution, DocumentComponentProps } from '../kernel/contributions.ts';
import type { Registered } from '../kernel/registry.ts';
import { ExtensionBoundary } from './ExtensionBoundary.tsx';
import { useService } from './kernel-context.tsx';

/** What {@link DocumentComponentView} shows: the element's props, its kind, and which part of the kind. */
export interface DocumentComponentViewProps extends DocumentComponentProps {
  /** The element's kind: the id of a document-component contribution. */
  kind: string;
  /** The kind's renderer (what readers see) or its editor (settings form). */
  part: 'renderer' | 'editor';
  /** Shown when no enabled extension contributes the kind, or it has no such part. */
  fallback?: ReactNode;
}

type Part = ComponentType<DocumentComponentProps>;
/** The loaded parts per contribution: once loaded, every later element of the kind draws at once. */
const loaded = new WeakMap<object, Map<string, Part>>();

/** Rethrows a failed load inside the contributing extension's boundary, which shows its error view. */
function Failed({ error }: { error: Error }): never {
  throw error;
}

/**
 * A structured-document element's renderer or editor from the document-component point (domain.md §3),
 * as the contributing extension's own UI: the extension is activated first, the part is loaded on first
 * use, and it renders with that extension's texts (`useT`) inside its error boundary, so a failing plugin
 * kind breaks only itself. Observes the point: a plugin enabled or disabled shows or hides it live.
 * Loading does not suspend the page around it (a spinner stands in its place until it is there).
 */
export const DocumentComponentView = observer(function DocumentComponentView({
  kind,
  part,
  fallback = null,
  ...props
}: DocumentComponentViewProps) {
  const contributions = useService(CORE_TOKENS.Contributions);
  const host = useService(CORE_TOKENS.ExtensionHost);
  const entry: Registered<DocumentComponentContribution> | undefined = contributions.documentComponents.get(kind);
  const load = entry?.[part];
  const Loaded = entry ? loaded.get(entry)?.get(part) : undefined;
  const [, setLoads] = useState(0);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (!entry || !load || Loaded) return undefined;
    let live = true;
    void (async () => {
      await host.activate(entry.owner);
      const component = (await load()).default;
      if (!loaded.has(entry)) loaded.set(entry, new Map());
      loaded.get(entry)!.set(part, component);
      if (live) setLoads((n) => n + 1);
    })().catch((e: unknown) => live && setError(e instanceof Error ? e : new Error(String(e))));
    return () => {
      live = false;
    };
  }, [entry, load, Loaded, part, host]);
  if (!entry || !load) return <>{fallback}</>;
  return (
    <ExtensionBoundary extensionId={entry.owner}>
      {error ? <Failed error={error} /> : Loaded ? <Loaded {...props} kind={kind} /> : <Spinner size="tiny" />}
    </ExtensionBoundary>
  );
});
