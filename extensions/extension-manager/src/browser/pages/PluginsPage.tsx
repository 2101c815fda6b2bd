import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Body1,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { FilePicker, Page, Services, useService, useT } from '@ontobench/sdk';
import { bundleFromFiles, registryApi, type PluginRow } from '../plugins/registry-api.ts';
import { ConfigDialog } from '../plugins/ConfigDialog.tsx';
import { PluginStatusBadge } from '../plugins/PluginStatusBadge.tsx';

/**
 * Runtime plugins (docs/plugins.md): the registry's list with a switch each, upload of a built bundle,
 * config, delete. (No registration by address: docs/security.md, "Plugins".) Every change is the server's to accept; its reason for a refusal
 * is shown as it is. Signed-in users' shells follow the change by themselves (realtime + focus).
 */
export default function PluginsPage() {
  const { t } = useT();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const api = useMemo(() => registryApi(http), [http]);
  const [rows, setRows] = useState<PluginRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<PluginRow | null>(null);

  const reload = useCallback(() => api.list().then(setRows, (e: Error) => setError(e.message)), [api]);
  useEffect(() => void reload(), [reload]);

  const run = async (work: () => Promise<unknown>, done?: string) => {
    setError(null);
    setNotice(null);
    try {
      await work();
      if (done) setNotice(done);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
    await reload();
  };

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setError(null);
    setNotice(null);
    try {
      const { code, chunks, file } = await bundleFromFiles(files);
      // The server replaces an installed plugin of the same id when the upload is newer (docs/sdk.md,
      // "Upgrade"), and says so: the list on the screen may not have loaded yet.
      const { row, upgraded } = await api.upload(code, chunks);
      setNotice(
        upgraded
          ? t('plugins.upgraded', { name: row.name, version: row.version })
          : t('plugins.uploaded', { name: file.name }),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
    await reload();
  };

  const remove = async (row: PluginRow) => {
    const ok = await dialogs.confirm({
      title: t('plugins.deleteTitle'),
      message: t('plugins.deleteMessage', { name: row.name }),
      confirmLabel: t('plugins.delete'),
    });
    if (ok) await run(() => api.remove(row.id));
  };

  return (
    <Page title={t('plugins.title')} testId="plugins-page">
      <Body1>{t('plugins.lead')}</Body1>
      {error && (
        <MessageBar intent="error" role="alert" data-testid="plugins-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {notice && (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'end' }}>
        <Field label={t('plugins.upload')}>
          <FilePicker
            label={t('plugins.upload')}
            accept=".js,.mjs,text/javascript"
            testId="plugin-file"
            resetAfterPick
            multiple
            onFile={() => undefined}
            onFiles={(files) => void upload(files)}
          />
        </Field>
      </div>
      <Table aria-label={t('plugins.title')}>
        <TableHeader>
          <TableRow>
            {(['name', 'id', 'version', 'type', 'route', 'status', 'enabled', 'actions'] as const).map((c) => (
              <TableHeaderCell key={c}>{t(`plugins.columns.${c}`)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>{t('plugins.none')}</TableCell>
            </TableRow>
          )}
          {rows?.map((row) => (
            <TableRow key={row.id} data-plugin-id={row.id}>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.id}</TableCell>
              <TableCell>{row.version}</TableCell>
              <TableCell>{t(`plugins.types.${row.type}`)}</TableCell>
              <TableCell>{row.routePath ?? '—'}</TableCell>
              <TableCell>
                <PluginStatusBadge row={row} />
              </TableCell>
              <TableCell>
                <Switch
                  checked={!row.disabled}
                  aria-label={t('plugins.toggle', { name: row.name })}
                  onChange={(_, data) => void run(() => api.update(row.id, { disabled: !data.checked }))}
                />
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('plugins.config')}
                </Button>{' '}
                <Button size="small" onClick={() => void remove(row)}>
                  {t('plugins.delete')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && (
        <ConfigDialog
          plugin={editing}
          onClose={() => setEditing(null)}
          onSave={(config) => api.update(editing.id, { config }).then(() => void reload())}
        />
      )}
    </Page>
  );
}
