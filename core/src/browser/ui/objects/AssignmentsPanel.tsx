import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Dropdown, Field, Input, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { CLASS, PROP } from '../../../common/ontology/system-ontology.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';
import { translatedErrorText, useObjectsT } from './form-texts.ts';
import type { RolesReply } from '../../../common/roles.ts';
import { readRolesReply } from '../../services/roles.ts';
import { assignableRoles, roleNameOf } from './assignable-roles.ts';
import { assignmentState, type AssignmentRecord } from './assignment-state.ts';
import { ObjectPicker, type PickedObject } from './ObjectPicker.tsx';

const useStyles = makeStyles({
  table: {
    display: 'grid',
    gridTemplateColumns: '2fr 1fr 1fr 150px auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  head: { fontWeight: tokens.fontWeightSemibold },
  add: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});

/**
 * The assignments on one object: listed with POST assignments/fetch (all of them, suspended and expired
 * included), created, suspended or resumed, given an end date and deleted with set_data (domain.md §4).
 * The roles offered and their names come from the server (`GET /api/roles`, assignable-roles.ts).
 */
export interface AssignmentsPanelProps {
  instId: string;
  readonly: boolean;
}

export function AssignmentsPanel(props: AssignmentsPanelProps) {
  const { t } = useObjectsT();
  const styles = useStyles();
  const http = useService(CORE_TOKENS.Http);
  const data = useService(CORE_TOKENS.Data);
  const notifications = useService(CORE_TOKENS.Notifications);
  const [list, setList] = useState<AssignmentRecord[]>([]);
  const [user, setUser] = useState<PickedObject | null>(null);
  const [roles, setRoles] = useState<RolesReply>({ roles: [], codeRoles: [] });
  const offered = useMemo(() => assignableRoles(roles), [roles]);
  const [picked, setCode] = useState<string | null>(null);
  const code = picked ?? offered[0]?.code ?? null;
  // A code by its role's name; one nobody declares (made through the API) as it is.
  const roleName = (c: string) => roleNameOf(roles, c);

  useEffect(() => {
    const abort = new AbortController();
    readRolesReply(http, abort.signal)
      .then(setRoles)
      .catch((error: unknown) => {
        if (!abort.signal.aborted) console.warn('assignments: roles failed', error);
      });
    return () => abort.abort();
  }, [http]);

  const reload = useCallback(async () => {
    const reply = await http.request('/api/assignments/fetch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ objectId: props.instId, onlyActualAssignments: false }),
    });
    if (!reply.ok) throw new Error(`assignments/fetch: ${reply.status}`);
    setList((await reply.json()) as AssignmentRecord[]);
  }, [http, props.instId]);

  useEffect(() => {
    reload().catch((error: unknown) => console.warn('assignments: load failed', error));
  }, [reload]);

  const run = async (ops: Parameters<typeof data.setData>[0]) => {
    try {
      await data.setData(ops);
    } catch (error) {
      notifications.show({ text: translatedErrorText(t, error, t('objects.assignments.failed')) });
    }
    await reload().catch(() => {});
  };

  const add = () => {
    const role = offered.find((r) => r.code === code);
    if (!user || !role) return;
    const inst = crypto.randomUUID();
    void run([
      { op: 'new', class: CLASS.Assignment, name: `${code}: ${user.name}`, inst },
      { op: 'upd', inst, prop: PROP.obj, val: props.instId },
      { op: 'upd', inst, prop: PROP.user, val: user.id },
      { op: 'upd', inst, prop: PROP.roleCode, val: role.code },
      ...(role.roleId ? [{ op: 'upd' as const, inst, prop: PROP.role, val: role.roleId }] : []),
    ]).then(() => setUser(null));
  };

  const today = new Date().toISOString().slice(0, 10);
  return (
    <Field label={t('objects.assignments.label')}>
      <div data-testid="object-assignments">
        {list.length === 0 ? (
          <Text>{t('objects.assignments.empty')}</Text>
        ) : (
          <div className={styles.table} role="table" aria-label={t('objects.assignments.label')}>
            <span className={styles.head}>{t('objects.assignments.user')}</span>
            <span className={styles.head}>{t('objects.assignments.role')}</span>
            <span className={styles.head}>{t('objects.assignments.state')}</span>
            <span className={styles.head}>{t('objects.assignments.activeUntil')}</span>
            <span />
            {list.map((a) => {
              const state = assignmentState(a, today);
              return (
                <div key={a.id} role="row" style={{ display: 'contents' }} data-assignment={a.id}>
                  <span role="cell">{a.user ?? '—'}</span>
                  <span role="cell">{a.role_code ? roleName(a.role_code) : '—'}</span>
                  <span role="cell">{t(`objects.assignments.${state}`)}</span>
                  {/* A row holds cells only (axe: aria-required-children). */}
                  <span role="cell">
                    <Input
                      type="date"
                      aria-label={t('objects.assignments.activeUntil')}
                      defaultValue={a.activeUntil ?? ''}
                      readOnly={props.readonly}
                      onBlur={(e) => {
                        const next = e.target.value || null;
                        if (next !== a.activeUntil)
                          void run([{ op: 'upd', inst: a.id, prop: PROP.activeUntil, val: next }]);
                      }}
                    />
                  </span>
                  <span role="cell">
                    {!props.readonly && (
                      <>
                        <Button
                          size="small"
                          onClick={() =>
                            void run([{ op: 'upd', inst: a.id, prop: PROP.notActive, val: !a.not_active }])
                          }
                        >
                          {a.not_active ? t('objects.assignments.resume') : t('objects.assignments.suspend')}
                        </Button>
                        <Button
                          size="small"
                          appearance="subtle"
                          icon={<DeleteRegular />}
                          aria-label={t('objects.assignments.remove')}
                          onClick={() => void run([{ op: 'del', inst: a.id }])}
                        />
                      </>
                    )}
                  </span>
                </div>
              );
            })}
          </div>
        )}
        {!props.readonly && (
          <div className={styles.add}>
            <Field label={t('objects.assignments.user')}>
              <ObjectPicker
                classIds={[CLASS.User]}
                value={user}
                onChange={setUser}
                aria-label={t('objects.assignments.user')}
              />
            </Field>
            <Field label={t('objects.assignments.role')}>
              <Dropdown
                value={code ? roleName(code) : ''}
                selectedOptions={code ? [code] : []}
                onOptionSelect={(_, d) => setCode(d.optionValue ?? null)}
              >
                {offered.map((r) => (
                  <Option key={r.code} value={r.code}>
                    {r.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Button disabled={!user || !code} onClick={add}>
              {t('objects.assignments.add')}
            </Button>
          </div>
        )}
      </div>
    </Field>
  );
}
