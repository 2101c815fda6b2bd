import { useEffect, useState } from 'react';
import { Services, useService, useUnsavedChanges } from '@ontobench/sdk';
import { sdocTopic, type DocumentEvent, type DocumentState } from '../../../common/api.ts';
import { ContainerRules } from '../../../common/containers.ts';
import { EditorModel } from './editor-model.ts';
import { saveDiff, sendLocks } from './sdoc-api.ts';

/**
 * The editor model of one loaded document, wired to the shell: saves and locks over HTTP, collapsed
 * elements in local storage, plugin kinds from the document-component point, other tabs' saves and
 * locks over realtime (§4), Ctrl+S, the unsaved-changes guard, and a last save when the page goes.
 */
export function useEditorModel(state: DocumentState): EditorModel {
  const http = useService(Services.Http);
  const session = useService(Services.Session);
  const storage = useService(Services.Storage);
  const realtime = useService(Services.Realtime);
  const contributions = useService(Services.Contributions);
  const [model] = useState(() => {
    const target = { documentId: state.documentId, tabSessionId: session.tabSessionId };
    const created = new EditorModel(state, {
      send: (diff, baseVersion, updateId) => saveDiff(http, target, diff, baseVersion, updateId),
      sendLocks: (ids) => sendLocks(http, target, ids),
      tabSessionId: session.tabSessionId,
      storage,
      rules: new ContainerRules(contributions.documentComponents.all),
    });
    // `/editElement/{id}` lands here with the element as the hash (sdocPath.edit).
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (hash && created.index.has(hash)) created.select(hash);
    return created;
  });

  useEffect(() => {
    const subscription = realtime.subscribe<DocumentEvent>(sdocTopic(state.documentId), (event) =>
      model.applyEvent(event),
    );
    return () => subscription.dispose();
  }, [realtime, model, state.documentId]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void model.autosave.saveNow();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      void model.dispose();
    };
  }, [model]);

  const unsaved = ['dirty', 'saving', 'failed'].includes(model.status.status);
  useUnsavedChanges(unsaved);
  return model;
}
