import { filterLiteral, rowRefs, rowValue } from '@ontobench/sdk/common';
import { readRows, type DataReader, type ServerExtensionContext } from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { UNIT_PROP } from '../../common/units/schema.ts';
import type { OntologyCheckReport } from '../../common/work/ontology-check.ts';
import { studentOntologyOf } from '../app/student-ontology.ts';
import { checkAgainstReference } from './ontology-check.ts';

/** What the submit hands the ontology task's check: the question's mark, its unit, the course and the student. */
export interface OntologyTaskInput {
  /** The question's full mark. */
  mark: number | null;
  aoeId: string;
  courseId: string;
  studentId: string;
}

/** The check's outcome: a score (null: the teacher marks it) and the per-item report the pages show. */
export interface OntologyTaskCheck {
  score: number | null;
  ontology: OntologyCheckReport;
}

/**
 * The ontology task's check (issue 20 item 4; docs/education.md "Doing the work and checking it"): the
 * student's personal ontology for the course against the unit's reference model, counted as the unit's
 * `check_cls_props` and `check_props` say, by the ontology area's diff. Read with `read`, the unrestricted
 * reader: the student may not read the reference.
 */
export async function checkOntologyTask(
  ctx: Pick<ServerExtensionContext, 'services' | 'index'>,
  read: DataReader,
  input: OntologyTaskInput,
): Promise<OntologyTaskCheck> {
  const unit = (
    await readRows(
      read,
      EDU_CLASS.LearningUnit,
      [UNIT_PROP.referenceModel, UNIT_PROP.checkProps, UNIT_PROP.checkClsProps],
      {
        filter: `[id] = ${filterLiteral(input.aoeId)}`,
      },
    )
  )[0];
  const report = await checkAgainstReference(ctx, read, {
    referenceModel: unit ? (rowRefs(unit, UNIT_PROP.referenceModel)[0]?.id ?? null) : null,
    studentOntology: await studentOntologyOf(ctx, read, input.studentId, input.courseId),
    checkClsProps: unit !== undefined && rowValue(unit, UNIT_PROP.checkClsProps) === true,
    checkProps: unit !== undefined && rowValue(unit, UNIT_PROP.checkProps) === true,
    mark: input.mark ?? 0,
  });
  return { score: report.mark, ontology: report };
}
