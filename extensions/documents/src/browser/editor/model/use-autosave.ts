import { Services, useService, useUnsavedChanges } from '@ontobench/sdk';
import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import type { DocumentView } from '../../../common/api.ts';
import { Autosave, type AutosaveStatus } from './autosave.ts';
import { classifySaveError, saveContent } from './document-api.ts';

/**
 * The page's autosave (model/autosave.ts) wired to the editor and the shell: the content is serialised
 * only when a save starts, Ctrl+S saves at once (anywhere on the page), leaving the page saves what is
 * left, and while something is unsaved the shell's guard asks before navigating away.
 */
export function useAutosave(view: DocumentView) {
  const http = useService(Services.Http);
  const editorRef = useRef<Editor | null>(null);
  const [status, setStatus] = useState<AutosaveStatus>({ status: 'loading' });
  const [autosave] = useState(
    () =>
      new Autosave({
        serialise: () => JSON.stringify(editorRef.current?.getJSON() ?? null),
        send: (text, baseVersion) => saveContent(http, view.id, text, baseVersion),
        classify: classifySaveError,
        onStatus: setStatus,
      }),
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void autosave.saveNow();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      // Leaving the route: what is not saved yet goes now (the content is read before the editor goes).
      void autosave.saveNow();
      autosave.dispose();
    };
  }, [autosave]);

  const unsaved = status.status === 'dirty' || status.status === 'saving' || status.status === 'failed';
  useUnsavedChanges(unsaved && view.canEdit);

  /** The editor is there with the loaded content: it is the SuccessfullySaved snapshot. */
  const attach = (editor: Editor) => {
    editorRef.current = editor;
    // ProseMirror documents are immutable: the first one gives the loaded text whenever it is asked for,
    // so opening a 200-page document does not serialise it (a save does, once, if it comes).
    const first = editor.state.doc;
    autosave.loaded(() => JSON.stringify(first.toJSON()), view.version, !view.canEdit);
  };
  return { autosave, status, attach };
}
