import { Divider, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { DocumentComponentView, Services, useService, useT, type DocumentComponentProps } from '@ontobench/sdk';
import type { ElementState } from '../../common/api.ts';
import type { EditorModel } from '../editor/model/editor-model.ts';
import { useKindLabel } from './kind-label.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * The selected element's own part of the panel (issue 16 item 2): its kind's editor (settings form) and
 * a preview by its kind's renderer, both from the document-component point — a built-in kind and a
 * plugin's kind (the callout) alike. Changes go to the editor model as element fields (autosaved).
 */
export const KindSection = observer(function KindSection(props: {
  model: EditorModel;
  node: ElementState;
  /** Whether the element may not be changed now (read-only, no right, held by another editor). */
  off: boolean;
}) {
  const { t } = useT();
  const styles = useStyles();
  const kindLabel = useKindLabel();
  const contributions = useService(Services.Contributions);
  const { model, node } = props;
  const parent = model.index.get(node.id)?.parent;
  const element: DocumentComponentProps = {
    elementId: node.id,
    readOnly: props.off,
    content: node.content,
    settings: node.settings,
    title: node.title,
    parentKind: parent?.kind,
    siblingCount: parent ? parent.children.length - 1 : 0,
    onChange: (change) =>
      model.updateFields(node.id, {
        ...(change.content !== undefined ? { content: change.content } : {}),
        ...(change.settings !== undefined ? { settings: change.settings } : {}),
      }),
  };
  const settingsTitle = t('kindEditors.settings', { kind: kindLabel(node.kind) });
  const hasEditor = contributions.documentComponents.get(node.kind)?.editor !== undefined;
  return (
    <div className={styles.root} data-testid="sdoc-kind-section" data-kind={node.kind}>
      {hasEditor && (
        <section className={styles.root} aria-label={settingsTitle}>
          <Divider />
          <Subtitle2>{settingsTitle}</Subtitle2>
          <DocumentComponentView {...element} kind={node.kind} part="editor" key={`editor:${node.id}`} />
        </section>
      )}
      <Divider />
      <section className={styles.root} aria-label={t('kindEditors.preview')} data-testid="sdoc-kind-renderer">
        <Subtitle2>{t('kindEditors.preview')}</Subtitle2>
        <DocumentComponentView {...element} kind={node.kind} part="renderer" key={`renderer:${node.id}`} />
      </section>
    </div>
  );
});
