import { useState } from 'react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarActions,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { Services, usePageTitle, useService, useT } from '@ontobench/sdk';
import type { DocumentState } from '../../../common/api.ts';
import { useEditorModel } from '../model/use-editor-model.ts';
import { previewOf } from '../model/tree-view.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { ElementPanel } from './ElementPanel.tsx';
import { ElementTree } from './ElementTree.tsx';
import { SaveState } from './SaveState.tsx';
import { Readers } from '../../viewer/components/Readers.tsx';
import { useRefusalText } from './refusal-text.ts';
import { useKindLabel } from '../../kinds/kind-label.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  body: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'flex-start' },
  tree: { flex: '2 1 420px', minWidth: 0 },
  panel: { flex: '1 1 320px', minWidth: 0 },
});

/**
 * The structured document editor of one loaded document (issue 16 item 3): the header with the save
 * state, the toolbar, the virtualised tree and the selected element's panel. Changes go through the
 * model (the common rules); a refusal is said in words above the tree.
 */
export const StructuredEditor = observer(function StructuredEditor(props: { state: DocumentState; onReload(): void }) {
  const { t } = useT();
  const kindLabel = useKindLabel();
  const styles = useStyles();
  const dialogs = useService(Services.Dialogs);
  const model = useEditorModel(props.state);
  const refusalText = useRefusalText();
  const [insertOpen, setInsertOpen] = useState(false);
  usePageTitle(props.state.name);

  const confirmDelete = async () => {
    const node = model.selected;
    if (!node || model.readOnly) return;
    const ok = await dialogs.confirm({
      title: t('editor.confirmDelete.title', {
        name: previewOf(node) || kindLabel(node.kind),
      }),
      message: t('editor.confirmDelete.message'),
      confirmLabel: t('editor.confirmDelete.confirm'),
    });
    if (ok) model.remove(node.id);
  };
  const insert = (kind: string) => {
    setInsertOpen(false);
    model.insert(kind);
  };

  const notice = model.refusal ? refusalText(model.refusal) : model.remoteDropped ? t('editor.remoteDropped') : null;
  return (
    <div className={styles.root} data-testid="sdoc-editor">
      <div className={styles.header}>
        <Title3 as="h2">{props.state.name}</Title3>
        <SaveState status={model.status} onRetry={() => void model.autosave.retry()} onReload={props.onReload} />
        <Readers documentId={props.state.documentId} />
      </div>
      {model.readOnly && (
        <MessageBar intent="info" data-testid="sdoc-read-only">
          <MessageBarBody>{t('editor.readOnly')}</MessageBarBody>
        </MessageBar>
      )}
      {props.state.orderWarning && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('editor.orderWarning', { message: props.state.orderWarning })}</MessageBarBody>
        </MessageBar>
      )}
      <EditorToolbar
        model={model}
        insertOpen={insertOpen}
        onInsertOpenChange={setInsertOpen}
        onInsert={insert}
        onDelete={() => void confirmDelete()}
      />
      {notice && (
        <MessageBar intent="warning" data-testid="sdoc-refusal">
          <MessageBarBody>{notice}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                aria-label={t('editor.refusal.dismiss')}
                icon={<DismissRegular />}
                onClick={() => model.dismiss()}
              />
            }
          />
        </MessageBar>
      )}
      <div className={styles.body}>
        <div className={styles.tree}>
          <ElementTree model={model} onDelete={() => void confirmDelete()} onInsert={() => setInsertOpen(true)} />
        </div>
        <div className={styles.panel}>
          <ElementPanel model={model} />
        </div>
      </div>
    </div>
  );
});
