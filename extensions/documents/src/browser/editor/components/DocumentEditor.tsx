import { Button, MessageBar, MessageBarBody, mergeClasses } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { Page, usePageTitle, useT } from '@ontobench/sdk';
import { getSchema } from '@tiptap/core';
import { EditorContent, useEditor, type Content } from '@tiptap/react';
import { useMemo, useState } from 'react';
import type { DocumentView } from '../../../common/api.ts';
import { useAutosave } from '../model/use-autosave.ts';
import { ReferencePicker } from '../picker/ReferencePicker.tsx';
import { contentForSchema } from '../tiptap/content-for-schema.ts';
import { editorExtensions } from '../tiptap/extensions.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { useEditorStyles } from './editor-styles.ts';
import { ImageDialog } from './ImageDialog.tsx';
import { LinkDialog } from './LinkDialog.tsx';
import { PropertiesDialog } from './PropertiesDialog.tsx';
import { SaveState } from './SaveState.tsx';

type OpenDialog = 'link' | 'image' | 'reference' | 'properties' | null;

export interface DocumentEditorProps {
  view: DocumentView;
  /** Loads the document again (after a conflict). */
  onReload(): void;
}

/** The editor of one loaded document: name, save state, properties, toolbar and the editing surface. */
export function DocumentEditor({ view, onReload }: DocumentEditorProps) {
  const { t } = useT();
  const styles = useEditorStyles();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [name, setName] = useState(view.name);
  // The tab's title follows a rename in «Свойства» too.
  usePageTitle(name);
  const [isPublic, setIsPublic] = useState(view.isPublicDoc);
  const { autosave, status, attach } = useAutosave(view);
  const extensions = useMemo(
    () => editorExtensions({ openLink: () => setDialog('link'), openReference: () => setDialog('reference') }),
    [],
  );
  // Unknown nodes and marks dropped first: TipTap would otherwise open such a document empty.
  const content = useMemo(() => contentForSchema(view.content, getSchema(extensions)), [view.content, extensions]);
  const editor = useEditor({
    extensions,
    content: (content ?? '') as Content,
    editable: view.canEdit,
    // The page does not re-render per keystroke: the toolbar reads what it shows with a selector.
    shouldRerenderOnTransaction: false,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': t('editor.content'), 'data-testid': 'editor-content' } },
    onCreate: ({ editor: created }) => attach(created),
    onUpdate: () => autosave.changed(),
  });
  const close = () => {
    setDialog(null);
    editor.commands.focus();
  };
  const applyLink = (href: string) => {
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.extendMarkRange('link').setLink({ href }).run();
    setDialog(null);
  };
  return (
    <Page
      title={name}
      testId="document-editor"
      actions={
        <>
          <SaveState status={status} onRetry={() => void autosave.retry()} onReload={onReload} />
          <Button
            icon={<SettingsRegular />}
            onClick={() => setDialog('properties')}
            data-testid="document-properties-open"
          >
            {t('editor.properties.open')}
          </Button>
        </>
      }
    >
      <div className={styles.column}>
        {!view.canEdit && (
          <MessageBar intent="info" data-testid="editor-read-only">
            <MessageBarBody>{t('editor.readOnly')}</MessageBarBody>
          </MessageBar>
        )}
        {view.canEdit && (
          <div className={styles.toolbar}>
            <EditorToolbar
              editor={editor}
              onLink={() => setDialog('link')}
              onImage={() => setDialog('image')}
              onReference={() => setDialog('reference')}
              onSave={() => void autosave.saveNow()}
            />
          </div>
        )}
        <EditorContent editor={editor} className={mergeClasses(styles.sheet, !view.canEdit && styles.readOnly)} />
      </div>
      {dialog === 'link' && (
        <LinkDialog
          initial={String(editor.getAttributes('link').href ?? '')}
          onApply={applyLink}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setDialog(null);
          }}
          onClose={close}
        />
      )}
      {dialog === 'image' && (
        <ImageDialog
          onInsert={(src, alt) => {
            editor.chain().focus().setImage({ src, alt }).run();
            setDialog(null);
          }}
          onClose={close}
        />
      )}
      {dialog === 'reference' && (
        <ReferencePicker
          onInsert={(text) => {
            editor.chain().focus().insertContent({ type: 'text', text }).run();
            setDialog(null);
          }}
          onClose={close}
        />
      )}
      {dialog === 'properties' && (
        <PropertiesDialog
          documentId={view.id}
          isPublic={isPublic}
          canEdit={view.canEdit}
          onPublicChanged={setIsPublic}
          onSaved={setName}
          onClose={() => setDialog(null)}
        />
      )}
    </Page>
  );
}
