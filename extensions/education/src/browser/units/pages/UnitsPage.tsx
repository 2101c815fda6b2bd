import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLocation, useSearch } from 'wouter';
import { ObjectListPage, Services, useService, useT } from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import type { UnitSummary } from '../../../common/units/api.ts';
import { CreateDialog } from '../../courses/components/CreateDialog.tsx';
import { createUnit, deleteUnit, listUnits } from '../api.ts';
import { UnitEditor } from '../components/UnitEditor.tsx';

/**
 * `/edu/alu` (shell.md §2; issue 20 item 2): the learning units the user created or that sit in a course of
 * their lists (administrators: all), with code, question count and courses; create one; `?aoe_id=<id>`
 * opens the unit with its questions, answers and templates.
 */
export default function UnitsPage() {
  const { t } = useT();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const unitId = new URLSearchParams(useSearch()).get('aoe_id');
  const [creating, setCreating] = useState(false);
  if (unitId) return <UnitEditor key={unitId} id={unitId} />;
  return (
    <ObjectListPage<UnitSummary>
      texts="units.list"
      testIds={{
        page: 'units-page',
        list: 'units-list',
        row: 'unit-row',
        failed: 'units-failed',
        empty: 'units-empty',
        remove: 'unit-delete',
      }}
      loadKey="edu-units"
      load={(signal) => listUnits(http, signal)}
      remove={(unit) => deleteUnit(http, unit.id)}
      href={(unit) => eduPath.unit(unit.id)}
      date={(unit) => unit.dateCreate?.slice(0, 10)}
      detail={(unit) => unit.code}
      meta={(unit) =>
        [t('units.list.questions', { count: unit.questionCount }), unit.courses.map((c) => c.name).join(', ')]
          .filter(Boolean)
          .join(' · ')
      }
      create={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)} data-testid="unit-create">
          {t('units.list.create')}
        </Button>
      }
    >
      {creating && (
        <CreateDialog
          texts="units.create"
          testId="unit-dialog"
          onClose={() => setCreating(false)}
          onCreate={async ({ name, code }) => {
            const made = await createUnit(http, { ...EMPTY_UNIT, name, code });
            setCreating(false);
            navigate(eduPath.unit(made.id));
          }}
        />
      )}
    </ObjectListPage>
  );
}

const EMPTY_UNIT = {
  resultDescription: '',
  description: '',
  rComp: '',
  tComp: '',
  action: '',
  actionObject: '',
  skill: '',
  maxPoint: null,
  minPositiveMark: null,
  maxQuestions: null,
  laborIntensity: null,
  contactType: '',
  form: '',
  summary: '',
  checkProps: false,
  checkClsProps: false,
  autoCheck: true,
  linkReq: false,
  showStudentOntologyLink: false,
  referenceModel: null,
  questions: [],
};
