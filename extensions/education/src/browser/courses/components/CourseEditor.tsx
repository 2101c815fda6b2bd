import { useMemo, useState } from 'react';
import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Switch,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AppLink, AssignmentsPanel, Page, Services, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import { EditorActions } from '../../shared/EditorActions.tsx';
import { EditorStates } from '../../shared/EditorStates.tsx';
import { useDraft } from '../../shared/use-draft.ts';
import { COURSE_STATUS } from '../../../common/courses/schema.ts';
import type { CourseDetail, CourseInput } from '../../../common/courses/api.ts';
import { listUnits } from '../../units/api.ts';
import { getCourse, saveCourse } from '../api.ts';
import type { TreeItem } from '../tree.ts';
import { StructureTree } from './StructureTree.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  section: { marginTop: tokens.spacingVerticalXL },
  heading: { display: 'block', marginBottom: tokens.spacingVerticalS },
  meta: { color: tokens.colorNeutralForeground3 },
  flows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, paddingLeft: '20px' },
});

const STATUS_KEYS = Object.entries(COURSE_STATUS) as [keyof typeof COURSE_STATUS, string][];

const toInput = (course: CourseDetail): CourseInput => ({
  name: course.name,
  code: course.code,
  description: course.description,
  status: course.status?.id ?? null,
  notActive: course.notActive,
  createStudentOntology: course.createStudentOntology,
  items: course.items.map((i) => ({ ...i, unit: i.unit?.id ?? null })),
});

/**
 * One course (issue 20 item 1; domain.md §3 "Course"): code, name, description, status, not active,
 * createStudentOntology, the author and creation date; the structure tree; who teaches and authors it (the
 * SDK's assignments panel); its flows, each a link to the flow's page. «Сохранить» writes the fields and the
 * whole tree in one call.
 */
export function CourseEditor(props: { id: string }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`edu-course-${props.id}-${attempt}`, (signal) => getCourse(http, props.id, signal));
  const units = useLoad('edu-course-units', (signal) => listUnits(http, signal).catch(() => []));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const course = load.status === 'ready' ? load.value : null;
  const { draft, setDraft, reset } = useDraft<CourseInput>(useMemo(() => (course ? toInput(course) : null), [course]));

  if (!course || !draft)
    return (
      <EditorStates
        load={load}
        texts="courses"
        backHref={eduPath.courses}
        missingTestId="edu-course-missing"
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );

  const readonly = !course.canEdit;
  const set = (change: Partial<CourseInput>) => setDraft({ ...draft, ...change });
  const placeable = [
    ...(units.status === 'ready' ? units.value.map((u) => ({ id: u.id, name: u.name })) : []),
    ...course.items.flatMap((i) => (i.unit ? [i.unit] : [])),
  ].filter((u, n, all) => all.findIndex((x) => x.id === u.id) === n);

  const save = async () => {
    if (!draft.name.trim()) {
      setFailure(t('courses.editor.nameRequired'));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveCourse(http, course.id, draft);
      reset(toInput(saved));
      notifications.show({ text: t('courses.editor.saved', { name: saved.name }), color: 'success' });
    } catch (error) {
      setFailure((await errorText(error, t('courses.editor.saveFailed'))).text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page
      title={draft.name || course.name}
      testId="edu-course-page"
      actions={
        <EditorActions
          texts="courses"
          backHref={eduPath.courses}
          readonly={readonly}
          saving={saving}
          onSave={() => void save()}
          saveTestId="edu-course-save"
        />
      }
    >
      {failure && (
        <MessageBar intent="error" data-testid="edu-course-error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.grid}>
        <Field label={t('courses.fields.name')} required>
          <Input
            value={draft.name}
            readOnly={readonly}
            onChange={(_, d) => set({ name: d.value })}
            data-testid="edu-course-name"
          />
        </Field>
        <Field label={t('courses.fields.code')}>
          <Input
            value={draft.code}
            readOnly={readonly}
            onChange={(_, d) => set({ code: d.value })}
            data-testid="edu-course-code"
          />
        </Field>
        <Field label={t('courses.fields.status')}>
          <Select
            value={draft.status ?? ''}
            disabled={readonly}
            onChange={(_, d) => set({ status: d.value || null })}
            data-testid="edu-course-status"
          >
            <option value="">{t('courses.fields.noStatus')}</option>
            {STATUS_KEYS.map(([key, id]) => (
              <option key={id} value={id}>
                {t(`courses.status.${key}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={t('courses.fields.description')} className={styles.section}>
        <Textarea
          value={draft.description}
          readOnly={readonly}
          resize="vertical"
          rows={3}
          onChange={(_, d) => set({ description: d.value })}
          data-testid="edu-course-description"
        />
      </Field>
      <div className={styles.grid}>
        <Switch
          label={t('courses.fields.notActive')}
          checked={draft.notActive}
          disabled={readonly}
          onChange={(_, d) => set({ notActive: d.checked })}
        />
        <Switch
          label={t('courses.fields.createStudentOntology')}
          checked={draft.createStudentOntology}
          disabled={readonly}
          onChange={(_, d) => set({ createStudentOntology: d.checked })}
        />
      </div>
      <Text className={styles.meta} as="p" data-testid="edu-course-meta">
        {t('courses.fields.meta', {
          author: course.author?.name ?? '—',
          date: course.dateCreate ? new Date(course.dateCreate).toLocaleDateString() : '—',
        })}
      </Text>

      <section className={styles.section} aria-labelledby="edu-course-structure">
        <Text id="edu-course-structure" weight="semibold" size={500} className={styles.heading}>
          {t('courses.editor.structure')}
        </Text>
        <StructureTree
          items={draft.items ?? []}
          units={placeable}
          readonly={readonly}
          onChange={(items: TreeItem[]) => set({ items })}
        />
      </section>

      <section className={styles.section} aria-labelledby="edu-course-flows">
        <Text id="edu-course-flows" weight="semibold" size={500} className={styles.heading}>
          {t('courses.editor.flows')}
        </Text>
        {course.flows.length === 0 ? (
          <Text className={styles.meta}>{t('courses.editor.noFlows')}</Text>
        ) : (
          <ul className={styles.flows} data-testid="edu-course-flows">
            {course.flows.map((flow) => (
              <li key={flow.id}>
                <AppLink href={eduPath.flow(flow.id, course.id)}>
                  {flow.code ? `${flow.code} — ${flow.name}` : flow.name}
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="edu-course-assignments">
        <Text id="edu-course-assignments" weight="semibold" size={500} className={styles.heading}>
          {t('courses.editor.assignments')}
        </Text>
        <AssignmentsPanel instId={course.id} readonly={readonly} />
      </section>
    </Page>
  );
}
