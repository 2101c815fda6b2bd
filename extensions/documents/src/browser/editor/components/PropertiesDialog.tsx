import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Switch,
} from '@fluentui/react-components';
import { ObjectForm, PROP, Services, useService, useT } from '@ontobench/sdk';
import { useState } from 'react';
import { DOC_CLASS, DOC_PROP } from '../../../common/schema.ts';
import { setPublic } from '../model/document-api.ts';

/** Stored by the server's calls or shown elsewhere: not fields a person types in here. */
const HIDDEN = [
  DOC_PROP.content,
  DOC_PROP.publicContent,
  DOC_PROP.contentVersion,
  DOC_PROP.editor,
  PROP.isPublic,
  PROP.tags,
  PROP.assignments,
  PROP.description,
];

export interface PropertiesDialogProps {
  documentId: string;
  isPublic: boolean;
  canEdit: boolean;
  onPublicChanged(isPublic: boolean): void;
  onSaved(name: string): void;
  onClose(): void;
}

/**
 * «Свойства»: the document's stored fields (domain.md §3) in the SDK's object form — code, name, subject
 * area, annotation, status and its colour, stage, icon, colour, connections — and the public flag, which
 * is the server's own call (it takes the copy an anonymous visitor reads), not a field of the form.
 */
/** The core's general properties the Document entity names (domain.md §3): on the form through get_form's `also`. */
const GENERAL_FIELDS = [PROP.code, PROP.subjectArea, PROP.lifeCycleStage, PROP.icon, PROP.color];

export function PropertiesDialog(props: PropertiesDialogProps) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [isPublic, setIsPublic] = useState(props.isPublic);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const label = (key: string) => t(`editor.properties.labels.${key}`);
  const labels = {
    [PROP.code]: label('code'),
    [PROP.name]: label('name'),
    [PROP.subjectArea]: label('subjectArea'),
    [DOC_PROP.annotation]: label('annotation'),
    [DOC_PROP.status]: label('status'),
    [DOC_PROP.statusColor]: label('statusColor'),
    [PROP.lifeCycleStage]: label('stage'),
    [PROP.icon]: label('icon'),
    [PROP.color]: label('color'),
    [DOC_PROP.connections]: label('connections'),
  };
  const togglePublic = (next: boolean) => {
    setBusy(true);
    setFailure(null);
    setPublic(http, props.documentId, next)
      .then(() => {
        setIsPublic(next);
        props.onPublicChanged(next);
      })
      .catch((error: unknown) =>
        setFailure(
          t('editor.properties.publicFailed', { message: error instanceof Error ? error.message : String(error) }),
        ),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface style={{ maxWidth: '760px' }} data-testid="document-properties">
        <DialogBody>
          <DialogTitle>{t('editor.properties.title')}</DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: '12px' }}>
            <Switch
              label={t('editor.properties.isPublic')}
              checked={isPublic}
              disabled={busy || !props.canEdit}
              onChange={(_, d) => togglePublic(d.checked)}
              data-testid="document-public"
            />
            {failure && (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
            <ObjectForm
              classId={DOC_CLASS.Document}
              instId={props.documentId}
              labels={labels}
              hide={HIDDEN}
              also={GENERAL_FIELDS}
              onSaved={props.onSaved}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('editor.properties.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
