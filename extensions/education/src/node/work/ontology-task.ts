import { filterLiteral, rowRefs, rowValue } from '@ontobench/sdk/common';
import { readRows, type DataReader, type ServerExtensionContext } from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { UNIT_PROP } from '../../common/units/schema.ts';
import type { OntologyCheckReport } from '../../common/work/ontology-check.ts';
import { studentOntologyOf } from '../app/student-ontology.ts';
import { checkAgainstReference, withMark } from './ontology-check.ts';

/** Where an ontology task is checked: its unit, the flow's course and the student. */
export interface OntologyTaskAt {
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
 * reader: the student may not read the reference. The comparison is made once, at the first ontology
 * question of the submission; each question then takes its share of its own mark.
 */
export function ontologyTaskCheck(
  ctx: Pick<ServerExtensionContext, 'services' | 'index'>,
  read: DataReader,
  at: OntologyTaskAt,
): (mark: number | null) => Promise<OntologyTaskCheck> {
  let compared: Promise<OntologyCheckReport> | undefined;
  return async (mark) => {
    compared ??= compareWithReference(ctx, read, at);
    const report = withMark(await compared, mark ?? 0);
    return { score: report.mark, ontology: report };
  };
}

async function compareWithReference(
  ctx: Pick<ServerExtensionContext, 'services' | 'index'>,
  read: DataReader,
  at: OntologyTaskAt,
): Promise<OntologyCheckReport> {
  const unit = (
    await readRows(
      read,
      EDU_CLASS.LearningUnit,
      [UNIT_PROP.referenceModel, UNIT_PROP.checkProps, UNIT_PROP.checkClsProps],
      {
        filter: `[id] = ${filterLiteral(at.aoeId)}`,
      },
    )
  )[0];
  return checkAgainstReference(ctx, read, {
    referenceModel: unit ? (rowRefs(unit, UNIT_PROP.referenceModel)[0]?.id ?? null) : null,
    studentOntology: (await studentOntologyOf(ctx, read, at.studentId, at.courseId))?.id ?? null,
    checkClsProps: unit !== undefined && rowValue(unit, UNIT_PROP.checkClsProps) === true,
    checkProps: unit !== undefined && rowValue(unit, UNIT_PROP.checkProps) === true,
    mark: 0,
  });
}
