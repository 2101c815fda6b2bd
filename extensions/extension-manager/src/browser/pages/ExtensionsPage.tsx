import { useState } from 'react';
import {
  Badge,
  Body1,
  MessageBar,
  MessageBarBody,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { Page, useExtensionId, useService, useT, type ExtensionStatus } from '@ontobench/sdk';
import { HOST_ADMIN } from '../host-admin-token.ts';

const BADGE: Record<ExtensionStatus, 'informative' | 'success' | 'warning' | 'danger' | 'subtle'> = {
  disabled: 'subtle',
  enabled: 'informative',
  activating: 'warning',
  active: 'success',
  failed: 'danger',
};

/** Lists installed extensions with a switch each; switching applies at once to the live registries. */
const ExtensionsPage = observer(function ExtensionsPage() {
  const { t } = useT();
  const host = useService(HOST_ADMIN);
  const ownId = useExtensionId();
  const [error, setError] = useState<string | null>(null);

  const toggle = async (id: string, on: boolean) => {
    setError(null);
    try {
      if (on) host.enable(id);
      else await host.disable(id);
    } catch (e) {
      setError(t('failed', { id, message: e instanceof Error ? e.message : String(e) }));
    }
  };

  return (
    <Page title={t('title')} testId="extensions-page">
      <Body1>{t('lead')}</Body1>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <Table aria-label={t('title')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('columns.id')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.version')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.status')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.enabled')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {host.extensions.map((ext) => {
            const self = ext.id === ownId;
            const toggleSwitch = (
              <Switch
                checked={ext.enabled}
                disabled={self}
                aria-label={t('toggle', { id: ext.id })}
                onChange={(_, data) => void toggle(ext.id, data.checked)}
              />
            );
            return (
              <TableRow key={ext.id} data-extension-id={ext.id}>
                <TableCell>{ext.id}</TableCell>
                <TableCell>{ext.version}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={BADGE[ext.status]} title={ext.error ?? undefined}>
                    {t(`status.${ext.status}`)}
                  </Badge>
                </TableCell>
                <TableCell>
                  {self ? (
                    <Tooltip content={t('self')} relationship="description">
                      {toggleSwitch}
                    </Tooltip>
                  ) : (
                    toggleSwitch
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Page>
  );
});

export default ExtensionsPage;
