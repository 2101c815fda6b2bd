import type { InstanceRow } from '@ontobench/sdk/common';
import type { UnitProgress } from '../../common/flows/api.ts';
import { FLOW_PROP } from '../../common/flows/schema.ts';
import { passes } from '../../common/work/marking.ts';
import { flag, num, ref, type UnitInfo } from './read.ts';

/** One flow instance's progress, its pass decided by its unit's `minPositiveMark`. */
export function progressOf(row: InstanceRow, unit: UnitInfo | undefined): UnitProgress {
  const mark = num(row, FLOW_PROP.mark);
  const checked = flag(row, FLOW_PROP.checked);
  return {
    instanceId: row.id,
    mark,
    submitted: flag(row, FLOW_PROP.questionsCompleted),
    checked,
    passed: checked && passes(mark, unit?.minPositiveMark ?? null),
  };
}

/** Progress by student, then by unit id. */
export function progressByStudent(
  rows: readonly InstanceRow[],
  units: readonly UnitInfo[],
): Map<string, Record<string, UnitProgress>> {
  const unitById = new Map(units.map((u) => [u.id, u]));
  const out = new Map<string, Record<string, UnitProgress>>();
  for (const row of rows) {
    const student = ref(row, FLOW_PROP.student);
    const aoe = ref(row, FLOW_PROP.instanceAoe);
    const mine = out.get(student) ?? {};
    mine[aoe] = progressOf(row, unitById.get(aoe));
    out.set(student, mine);
  }
  return out;
}
