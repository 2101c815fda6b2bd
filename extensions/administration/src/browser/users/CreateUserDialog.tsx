import { useState } from 'react';
import { Checkbox, Field, Input, Select } from '@fluentui/react-components';
import { FormDialog, Services, useService, useT } from '@ontobench/sdk';
import type { UserDto } from '../../common/users/api.ts';
import { createUser } from './api.ts';

/** A new account (issue 21 item 1): full name, e-mail, password, app, administrator and beta flags. */
export function CreateUserDialog(props: { onClose: () => void; onCreated: (user: UserDto) => void }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [app, setApp] = useState('onto');
  const [isAdmin, setAdmin] = useState(false);
  const [isBetaTester, setBeta] = useState(false);

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = t('users.dialog.required');
    if (!email.trim()) problems.email = t('users.dialog.required');
    if (!password) problems.password = t('users.dialog.required');
    if (Object.keys(problems).length > 0) return problems;
    return createUser(http, { name, email, password, app, isAdmin, isBetaTester }).then(props.onCreated);
  };

  return (
    <FormDialog
      title={t('users.dialog.createTitle')}
      submitLabel={t('shared.create')}
      failureHeading={t('users.dialog.createFailed')}
      onClose={props.onClose}
      onSubmit={submit}
      width={520}
      testId="admin-user-create-dialog"
      submitTestId="admin-user-create-submit"
      problemTestId="admin-user-create-problem"
    >
      {(field) => (
        <>
          <Field label={t('users.dialog.name')} required {...field.props('name')}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="admin-user-name" />
          </Field>
          <Field label={t('users.dialog.email')} required {...field.props('email')}>
            <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} data-testid="admin-user-email" />
          </Field>
          <Field label={t('users.dialog.password')} required {...field.props('password')}>
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(_, d) => setPassword(d.value)}
              data-testid="admin-user-password"
            />
          </Field>
          <Field label={t('users.dialog.app')}>
            <Select value={app} onChange={(_, d) => setApp(d.value)} data-testid="admin-user-app">
              <option value="onto">{t('users.apps.onto')}</option>
              <option value="edu">{t('users.apps.edu')}</option>
            </Select>
          </Field>
          <Checkbox
            label={t('users.dialog.isAdmin')}
            checked={isAdmin}
            onChange={(_, d) => setAdmin(d.checked === true)}
          />
          <Checkbox
            label={t('users.dialog.isBetaTester')}
            checked={isBetaTester}
            onChange={(_, d) => setBeta(d.checked === true)}
          />
        </>
      )}
    </FormDialog>
  );
}
