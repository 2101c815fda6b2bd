import { useState } from 'react';
import { Field, Input, Text } from '@fluentui/react-components';
import { FormDialog, Services, useService, useT, type FormDialogProblems } from '@ontobench/sdk';
import type { UserDto } from '../../common/users/api.ts';
import { setUserPassword } from './api.ts';

/**
 * The administrator sets a new password (docs/administration.md "Reset password": there is no mail
 * server, so the administrator tells the user); the server applies the registration rule and ends every
 * session of the user.
 */
export function PasswordDialog(props: { user: UserDto; onClose: () => void; onDone: () => void }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');

  const submit = (): FormDialogProblems | Promise<void> => {
    if (!password) return { password: t('users.dialog.required') };
    if (password !== repeat) return { repeat: t('users.password.mismatch') };
    return setUserPassword(http, props.user.id, password).then(props.onDone);
  };

  return (
    <FormDialog
      title={t('users.password.title', { name: props.user.name })}
      submitLabel={t('users.password.submit')}
      failureHeading={t('users.password.failed')}
      onClose={props.onClose}
      onSubmit={submit}
      testId="admin-user-password-dialog"
      submitTestId="admin-user-password-submit"
      problemTestId="admin-user-password-problem"
    >
      {(field) => (
        <>
          <Text>{t('users.password.hint')}</Text>
          <Field label={t('users.password.label')} required {...field.props('password')}>
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(_, d) => setPassword(d.value)}
              data-testid="admin-user-new-password"
            />
          </Field>
          <Field label={t('users.password.repeat')} required {...field.props('repeat')}>
            <Input
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(_, d) => setRepeat(d.value)}
              data-testid="admin-user-repeat-password"
            />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
