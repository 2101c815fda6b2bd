import { useState } from 'react';
import { Field, Input, Select } from '@fluentui/react-components';
import { FormDialog, Services, useLoad, useService, useT } from '@ontobench/sdk';
import { loadClasses, loadSubjectAreas } from '../api.ts';

/**
 * "Create search": the name, the root class chosen from the classes the user may read (the data API's
 * rules decide which) and, optionally, a subject area; `onCreate` makes the search and opens it.
 */
export function CreateSearchDialog(props: {
  onClose(): void;
  onCreate(name: string, rootClass: string, subjectArea: string | null): Promise<void>;
}) {
  const { t } = useT();
  const data = useService(Services.Data);
  const [name, setName] = useState('');
  const [rootClass, setRootClass] = useState('');
  const [subjectArea, setSubjectArea] = useState('');
  const classes = useLoad('analysis-search-classes', (signal) => loadClasses(data, signal));
  // Without subject areas (or when they do not load) the dialog does not offer the field.
  const areas = useLoad('analysis-search-areas', (signal) => loadSubjectAreas(data, signal).catch(() => []));
  return (
    <FormDialog
      title={t('search.create.title')}
      submitLabel={t('search.create.submit')}
      cancelLabel={t('search.create.cancel')}
      failureHeading={t('search.create.failed')}
      testId="search-create-dialog"
      submitTestId="search-create-submit"
      onClose={props.onClose}
      onSubmit={() => {
        const problems: Record<string, string> = {};
        if (!name.trim()) problems.name = t('search.create.nameRequired');
        if (!rootClass) problems.rootClass = t('search.create.classRequired');
        if (Object.keys(problems).length > 0) return problems;
        return props.onCreate(name.trim(), rootClass, subjectArea || null);
      }}
    >
      {(field) => (
        <>
          <Field label={t('search.create.name')} required {...field.props('name')}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="search-create-name" autoFocus />
          </Field>
          <Field
            label={t('search.create.rootClass')}
            hint={t('search.create.rootClassHint')}
            required
            {...field.props('rootClass')}
          >
            <Select value={rootClass} onChange={(_, d) => setRootClass(d.value)} data-testid="search-create-class">
              <option value="">
                {classes.status === 'loading' ? t('search.create.loadingClasses') : t('search.create.choose')}
              </option>
              {classes.status === 'ready' &&
                classes.value.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
            </Select>
          </Field>
          {areas.status === 'ready' && areas.value.length > 0 && (
            <Field label={t('search.create.subjectArea')}>
              <Select
                value={subjectArea}
                onChange={(_, d) => setSubjectArea(d.value)}
                data-testid="search-create-subject-area"
              >
                <option value="">{t('search.create.noSubjectArea')}</option>
                {areas.value.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </>
      )}
    </FormDialog>
  );
}
