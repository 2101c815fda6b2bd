import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
} from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { parseConfig, type PluginRow } from './registry-api.ts';

/** Edits a plugin's config as JSON text; saving waits until the text is a JSON object. */
export function ConfigDialog(props: {
  plugin: PluginRow;
  onClose: () => void;
  onSave: (config: Record<string, unknown>) => Promise<unknown>;
}) {
  const { t } = useT();
  const [text, setText] = useState(() => JSON.stringify(props.plugin.config ?? {}, null, 2));
  const [serverError, setServerError] = useState<string | null>(null);
  const parsed = parseConfig(text);
  const problem = 'problem' in parsed ? t(`plugins.configProblem.${parsed.problem}`) : (serverError ?? undefined);

  const save = async () => {
    if (!('value' in parsed)) return;
    try {
      await props.onSave(parsed.value);
      props.onClose();
    } catch (e) {
      setServerError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('plugins.configTitle', { name: props.plugin.name })}</DialogTitle>
          <DialogContent>
            <Field
              label={t('plugins.configLabel')}
              validationMessage={problem}
              validationState={problem ? 'error' : 'none'}
            >
              <Textarea
                value={text}
                rows={12}
                style={{ fontFamily: 'monospace' }}
                data-testid="plugin-config"
                onChange={(_, data) => {
                  setText(data.value);
                  setServerError(null);
                }}
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={'problem' in parsed} onClick={() => void save()}>
              {t('plugins.save')}
            </Button>
            <Button onClick={props.onClose}>{t('plugins.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
