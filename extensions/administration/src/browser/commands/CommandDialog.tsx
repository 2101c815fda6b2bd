import { useState } from 'react';
import { Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { FormDialog, Services, useService, useT } from '@ontobench/sdk';
import type { CommandDto } from '../../common/commands/api.ts';
import { createCommand, updateCommand } from './api.ts';

const useStyles = makeStyles({ json: { fontFamily: tokens.fontFamilyMonospace, minHeight: '220px' } });

const EXAMPLE = '{\n  "class": "…",\n  "fields": [{ "prop": "…" }],\n  "filter": ""\n}';

/** A new command or a change of one: its name and the get_data request it holds (checked by the server). */
export function CommandDialog(props: { command: CommandDto | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const c = props.command;
  const [name, setName] = useState(c?.name ?? '');
  const [json, setJson] = useState(c?.json ?? '');

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = t('commands.dialog.required');
    if (!json.trim()) problems.json = t('commands.dialog.required');
    if (Object.keys(problems).length > 0) return problems;
    const body = { name: name.trim(), json };
    return (c ? updateCommand(http, c.id, body) : createCommand(http, body)).then(props.onSaved);
  };

  return (
    <FormDialog
      title={c ? t('commands.dialog.editTitle', { name: c.name }) : t('commands.dialog.createTitle')}
      submitLabel={c ? t('shared.save') : t('shared.create')}
      failureHeading={c ? t('commands.dialog.saveFailed') : t('commands.dialog.createFailed')}
      onClose={props.onClose}
      onSubmit={submit}
      width={640}
      testId="admin-command-dialog"
      submitTestId="admin-command-submit"
      problemTestId="admin-command-problem"
    >
      {(field) => (
        <>
          <Field
            label={t('commands.dialog.name')}
            hint={t('commands.dialog.nameHint')}
            required
            {...field.props('name')}
          >
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="admin-command-name" />
          </Field>
          <Field
            label={t('commands.dialog.json')}
            hint={t('commands.dialog.jsonHint')}
            required
            {...field.props('json')}
          >
            <Textarea
              className={styles.json}
              value={json}
              placeholder={EXAMPLE}
              onChange={(_, d) => setJson(d.value)}
              resize="vertical"
              data-testid="admin-command-json"
            />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
