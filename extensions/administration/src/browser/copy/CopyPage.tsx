import { useState } from 'react';
import {
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  CLASS,
  ObjectPicker,
  Page,
  Services,
  useErrorText,
  useLoad,
  useService,
  useT,
  type PickedObject,
} from '@ontobench/sdk';
import {
  COPY_API,
  COPY_KINDS,
  COPY_KINDS_BETWEEN,
  type CopyInput,
  type CopyKind,
  type CopyPlan,
  type HolderKind,
} from '../../common/copy/api.ts';
import { listRoles } from '../roles/api.ts';
import { callJson } from '../shared/call.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { PlanTable } from './PlanTable.tsx';
import { UserTargets } from './UserTargets.tsx';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  checks: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  // The error text is a heading and a line per reason (as the shell's message bar shows it).
  problem: { whiteSpace: 'pre-line' },
});

type Preview =
  { status: 'none' } | { status: 'busy' } | { status: 'failed'; text: string } | { status: 'ready'; plan: CopyPlan };

/** The kinds a source of `from` gives to the chosen targets (to either kind while none is chosen). */
function kindsFor(from: HolderKind, roles: number, users: number): CopyKind[] {
  const to: HolderKind[] =
    roles + users === 0 ? ['role', 'user'] : [...(roles ? ['role' as const] : []), ...(users ? ['user' as const] : [])];
  return COPY_KINDS.filter((k) => to.some((kind) => COPY_KINDS_BETWEEN[from][kind].includes(k)));
}

/**
 * `/copy-settings` (issue 21 item 5; shell.md §2, administrators): pick the source (a role or a user),
 * the target roles and users and what to copy (class views, a user's settings, tags; a kind the pair
 * cannot give is greyed out); the preview lists every change; applying writes them all or none.
 */
export default function CopyPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [attempt, setAttempt] = useState(0);
  const roles = useLoad(`admin-copy-roles-${attempt}`, (signal) => listRoles(http, signal));
  const [sourceKind, setSourceKind] = useState<HolderKind>('role');
  const [sourceRole, setSourceRole] = useState('');
  const [sourceUser, setSourceUser] = useState<PickedObject | null>(null);
  const [targetRoles, setTargetRoles] = useState<string[]>([]);
  const [targetUsers, setTargetUsers] = useState<PickedObject[]>([]);
  const [what, setWhat] = useState<CopyKind[]>([...COPY_KINDS]);
  const [preview, setPreview] = useState<Preview>({ status: 'none' });
  const changed = () => setPreview({ status: 'none' });
  const offered = kindsFor(sourceKind, targetRoles.length, targetUsers.length);
  const chosen = what.filter((k) => offered.includes(k));
  const body = (apply: boolean): CopyInput => ({
    ...(sourceKind === 'role' ? { sourceRole } : { sourceUser: sourceUser?.id ?? '' }),
    ...(targetRoles.length > 0 ? { targetRoles } : {}),
    ...(targetUsers.length > 0 ? { targetUsers: targetUsers.map((u) => u.id) } : {}),
    what: chosen,
    apply,
  });
  const hasSource = sourceKind === 'role' ? sourceRole !== '' : sourceUser !== null;
  const ready = hasSource && targetRoles.length + targetUsers.length > 0 && chosen.length > 0;

  const ask = async () => {
    setPreview({ status: 'busy' });
    try {
      setPreview({ status: 'ready', plan: await callJson<CopyPlan>(http, 'POST', COPY_API.copy, body(false)) });
    } catch (error) {
      setPreview({ status: 'failed', text: (await errorText(error, t('copy.previewFailed'))).text });
    }
  };
  const apply = async (count: number) => {
    if (!(await dialogs.confirm({ title: t('copy.confirm', { count }) }))) return;
    try {
      await callJson<CopyPlan>(http, 'POST', COPY_API.copy, body(true));
      notifications.show({ text: t('copy.applied', { count }), color: 'success' });
      setPreview({ status: 'none' });
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('copy.applyFailed'))).text, color: 'error' });
    }
  };

  if (roles.status === 'loading')
    return (
      <Page title={t('copy.title')} testId="admin-copy">
        <Spinner label={t('copy.loading')} />
      </Page>
    );
  if (roles.status === 'failed' || roles.status === 'notFound')
    return (
      <Page title={t('copy.title')} testId="admin-copy">
        <LoadFailed
          text={t('copy.failed', { message: roles.status === 'failed' ? roles.message : '' })}
          onRetry={() => setAttempt((n) => n + 1)}
          testId="admin-copy-failed"
        />
      </Page>
    );
  const label = (r: { name: string; code: string }) => `${r.name} (${r.code})`;
  const sourceRoleCode = sourceKind === 'role' ? sourceRole : '';

  return (
    <Page title={t('copy.title')} testId="admin-copy">
      <div className={styles.form}>
        <Text>{t('copy.hint')}</Text>
        <Field label={t('copy.sourceKind')}>
          <RadioGroup
            layout="horizontal"
            value={sourceKind}
            onChange={(_, d) => {
              setSourceKind(d.value as HolderKind);
              changed();
            }}
          >
            <Radio value="role" label={t('copy.fromRole')} />
            <Radio value="user" label={t('copy.fromUser')} data-testid="admin-copy-from-user" />
          </RadioGroup>
        </Field>
        {sourceKind === 'role' ? (
          <Field label={t('copy.source')} required>
            <Select
              value={sourceRole}
              onChange={(_, d) => {
                setSourceRole(d.value);
                setTargetRoles((list) => list.filter((c) => c !== d.value));
                changed();
              }}
              data-testid="admin-copy-source"
            >
              <option value="">{t('copy.pickSource')}</option>
              {roles.value.map((r) => (
                <option key={r.id} value={r.code}>
                  {label(r)}
                </option>
              ))}
            </Select>
          </Field>
        ) : (
          <Field label={t('copy.sourceUser')} required>
            <ObjectPicker
              classIds={[CLASS.User]}
              value={sourceUser}
              onChange={(u) => {
                setSourceUser(u);
                setTargetUsers((list) => list.filter((v) => v.id !== u?.id));
                changed();
              }}
              aria-label={t('copy.sourceUser')}
              data-testid="admin-copy-source-user"
            />
          </Field>
        )}
        <fieldset className={styles.checks} data-testid="admin-copy-targets">
          <legend>{t('copy.targets')}</legend>
          {roles.value
            .filter((r) => r.code !== sourceRoleCode)
            .map((r) => (
              <Checkbox
                key={r.id}
                label={label(r)}
                checked={targetRoles.includes(r.code)}
                onChange={(_, d) => {
                  setTargetRoles((list) => (d.checked ? [...list, r.code] : list.filter((c) => c !== r.code)));
                  changed();
                }}
              />
            ))}
        </fieldset>
        <UserTargets
          value={targetUsers}
          exclude={sourceKind === 'user' && sourceUser ? [sourceUser.id] : []}
          onChange={(users) => {
            setTargetUsers(users);
            changed();
          }}
        />
        <fieldset className={styles.checks} data-testid="admin-copy-what">
          <legend>{t('copy.what')}</legend>
          {COPY_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              label={t(`copy.kind.${kind}`)}
              disabled={!offered.includes(kind)}
              checked={chosen.includes(kind)}
              onChange={(_, d) => {
                setWhat((list) => (d.checked ? [...list, kind] : list.filter((k) => k !== kind)));
                changed();
              }}
            />
          ))}
        </fieldset>
        <Text size={200}>{t('copy.kindsRule')}</Text>
        <div className={styles.bar}>
          <Button
            disabled={!ready || preview.status === 'busy'}
            onClick={() => void ask()}
            data-testid="admin-copy-preview"
          >
            {t('copy.preview')}
          </Button>
          {preview.status === 'ready' && preview.plan.changes.length > 0 && (
            <Button
              appearance="primary"
              onClick={() => void apply(preview.plan.changes.length)}
              data-testid="admin-copy-apply"
            >
              {t('copy.apply', { count: preview.plan.changes.length })}
            </Button>
          )}
        </div>
      </div>
      {preview.status === 'busy' && <Spinner label={t('copy.previewing')} />}
      {preview.status === 'failed' && (
        <MessageBar intent="error" data-testid="admin-copy-problem">
          <MessageBarBody className={styles.problem}>{preview.text}</MessageBarBody>
        </MessageBar>
      )}
      {preview.status === 'ready' && preview.plan.changes.length === 0 && (
        <Text data-testid="admin-copy-nothing">{t('copy.nothing')}</Text>
      )}
      {preview.status === 'ready' && preview.plan.changes.length > 0 && <PlanTable changes={preview.plan.changes} />}
    </Page>
  );
}
