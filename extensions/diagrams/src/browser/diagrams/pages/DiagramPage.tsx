import { useEffect, useMemo } from 'react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import {
  Page,
  Services,
  useLoad,
  usePageTitle,
  useService,
  useT,
  type HttpClient,
  type RoutePageProps,
} from '@ontobench/sdk';
import type { DiagramDto } from '../../../common/diagram/api.ts';
import type { NotationDto } from '../../../common/notation/api.ts';
import { diagramsPath } from '../../../common/routes.ts';
import { DIAGRAM_LINK_TYPE } from '../../contributions/diagrams.ts';
import { getDiagram, getNotation } from '../api.ts';
import { DiagramEditor } from '../components/DiagramEditor.tsx';
import { DiagramEditorModel } from '../model/editor-model.ts';
import { loadCanvas } from '../modeler/load-canvas.ts';

/** A diagram with its notation (null: plain BPMN 2.0, or, with `notationError`, one that could not be read). */
export interface OpenedDiagram {
  diagram: DiagramDto;
  notation: NotationDto | null;
  notationError: string | null;
}

/** Reads the diagram, then its notation; a notation that fails to load leaves the plain BPMN palette. */
export async function openDiagram(http: HttpClient, id: string, signal?: AbortSignal): Promise<OpenedDiagram> {
  const diagram = await getDiagram(http, id, signal);
  if (!diagram.notation) return { diagram, notation: null, notationError: null };
  try {
    return { diagram, notation: await getNotation(http, diagram.notation, signal), notationError: null };
  } catch (error) {
    return { diagram, notation: null, notationError: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * `/diagram/{id}` (shell.md §2; issue 17 items 1, 3–5): the diagram in the bpmn-js modeler, or the viewer
 * for a reader; the page title is the diagram's name and opening it adds the recent link `diagram`.
 */
export default function DiagramPage({ params }: RoutePageProps) {
  const { t } = useT();
  const id = params.id ?? '';
  const http = useService(Services.Http);
  const recent = useService(Services.RecentLinks);
  // bpmn-js comes beside the diagram's GET (the route's prefetch asked for it already on a first entry).
  useEffect(() => void loadCanvas().catch(() => {}), []);
  const load = useLoad(`diagram-${id}`, (signal) => openDiagram(http, id, signal));
  const opened = load.status === 'ready' ? load.value : null;
  const model = useMemo(() => (opened ? new DiagramEditorModel(opened.diagram) : null), [opened]);
  const name = model?.diagram.name ?? null;
  usePageTitle(name);

  useEffect(() => {
    if (name !== null)
      recent.add({
        link: diagramsPath.diagram(id),
        objectName: name,
        businessEntity: DIAGRAM_LINK_TYPE,
        icon: 'diagram',
      });
  }, [id, name, recent]);

  if (!opened || !model)
    return (
      <Page title={t('diagrams.diagramTitle')} testId="diagram">
        {load.status === 'loading' ? (
          <Spinner label={t('diagrams.editor.loading')} />
        ) : (
          <MessageBar intent="error" data-testid="diagram-failed">
            <MessageBarBody>
              {load.status === 'notFound'
                ? t('diagrams.editor.notFound')
                : t('diagrams.editor.failed', { message: load.status === 'failed' ? load.message : '' })}
            </MessageBarBody>
          </MessageBar>
        )}
      </Page>
    );
  return (
    <Page title={model.diagram.name} testId="diagram">
      <DiagramEditor
        key={model.diagram.id}
        model={model}
        notation={opened.notation}
        notationError={opened.notationError}
      />
    </Page>
  );
}
