import { useState } from 'react';
import { Checkbox, Field, Input, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { FormDialog, Services, formatDate, useService, useT } from '@ontobench/sdk';
import type { UserDto } from '../../common/users/api.ts';
import { updateUser } from './api.ts';
import { ComponentListField } from './ComponentListField.tsx';
import { RouteListField } from './RouteListField.tsx';

/**
 * An account's rights (issue 21 item 1; shell.md §3, §6): administrator and beta flags, app, licence
 * expiry, the routes closed to the user and the administrators' routes opened to them (picked from the
 * registered routes), hidden components. The signed-in administrator cannot take their own flag (the
 * server refuses it too).
 */
export function EditUserDialog(props: {
  user: UserDto;
  self: boolean;
  onClose: () => void;
  onSaved: (user: UserDto) => void;
}) {
  const { t } = useT();
  const http = useService(Services.Http);
  const u = props.user;
  const [isAdmin, setAdmin] = useState(u.isAdmin);
  const [isBetaTester, setBeta] = useState(u.isBetaTester);
  const [app, setApp] = useState(u.app);
  const [licence, setLicence] = useState(u.licenseExpirationDate ?? '');
  const [disabledRoutes, setDisabled] = useState(u.disabledRoutes);
  const [enabledRoutes, setEnabled] = useState(u.enabledRoutes);
  const [hidden, setHidden] = useState(u.hiddenComponents);
  const apps = [...new Set(['onto', 'edu', u.app])];

  const submit = () =>
    updateUser(http, u.id, {
      ...(props.self ? {} : { isAdmin }),
      isBetaTester,
      app,
      licenseExpirationDate: licence || null,
      disabledRoutes,
      enabledRoutes,
      hiddenComponents: hidden,
    }).then(props.onSaved);

  return (
    <FormDialog
      title={t('users.dialog.editTitle', { name: u.name })}
      submitLabel={t('shared.save')}
      failureHeading={t('users.dialog.saveFailed')}
      onClose={props.onClose}
      onSubmit={submit}
      width={620}
      testId="admin-user-edit-dialog"
      submitTestId="admin-user-edit-submit"
      problemTestId="admin-user-edit-problem"
    >
      {() => (
        <>
          {u.deleteAccountRequestDate && (
            <MessageBar intent="warning">
              <MessageBarBody>
                {t('users.dialog.deletionRequested', { date: formatDate(u.deleteAccountRequestDate) })}
              </MessageBarBody>
            </MessageBar>
          )}
          <Checkbox
            label={
              props.self ? `${t('users.dialog.isAdmin')} — ${t('users.dialog.ownAdmin')}` : t('users.dialog.isAdmin')
            }
            checked={isAdmin}
            disabled={props.self}
            onChange={(_, d) => setAdmin(d.checked === true)}
            data-testid="admin-user-is-admin"
          />
          <Checkbox
            label={t('users.dialog.isBetaTester')}
            checked={isBetaTester}
            onChange={(_, d) => setBeta(d.checked === true)}
            data-testid="admin-user-is-beta"
          />
          <Field label={t('users.dialog.app')}>
            <Select value={app} onChange={(_, d) => setApp(d.value)} data-testid="admin-user-edit-app">
              {apps.map((id) => (
                <option key={id} value={id}>
                  {t(`users.apps.${id}`, { defaultValue: id })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('users.dialog.licence')}>
            <Input
              type="date"
              value={licence}
              onChange={(_, d) => setLicence(d.value)}
              data-testid="admin-user-licence"
            />
          </Field>
          <Field label={t('users.dialog.disabledRoutes')}>
            <RouteListField
              label={t('users.dialog.disabledRoutes')}
              value={disabledRoutes}
              onChange={setDisabled}
              testId="admin-user-disabled-routes"
            />
          </Field>
          <Field label={t('users.dialog.enabledRoutes')}>
            <RouteListField
              label={t('users.dialog.enabledRoutes')}
              value={enabledRoutes}
              onChange={setEnabled}
              adminOnly
              testId="admin-user-enabled-routes"
            />
          </Field>
          <Field label={t('users.dialog.hiddenComponents')} hint={t('users.dialog.hiddenHint')}>
            <ComponentListField
              label={t('users.dialog.hiddenComponents')}
              value={hidden}
              onChange={setHidden}
              testId="admin-user-hidden"
            />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
