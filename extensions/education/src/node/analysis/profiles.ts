import type { CompetenceScore, StudentProfile } from '../../common/analysis/api.ts';

/** A marked piece of work: a flow instance with its mark. */
export interface MarkedWork {
  flow: string;
  unit: string;
  student: { id: string; name: string };
  mark: number;
}

/** A unit as the profiles count it: its competences and the most it gives. */
export interface UnitWeight {
  competences: string[];
  max: number;
}

/** A unit's `t_comp` as a list: one per line, comma or semicolon, trimmed, without empties and repeats. */
export function competencesOf(text: string | null): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(/[\n,;]/)
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The students' profiles (common/analysis/api.ts): per student and competence, what their marked work
 * earned of its units' most. Work on a unit worth nothing (max 0) is left out: it cannot make a share.
 */
export function studentProfiles(
  work: readonly MarkedWork[],
  units: ReadonlyMap<string, UnitWeight>,
): { students: StudentProfile[]; competences: string[] } {
  const byStudent = new Map<string, StudentProfile>();
  const seen = new Set<string>();
  for (const w of work) {
    const unit = units.get(w.unit);
    if (!unit || unit.max <= 0) continue;
    const profile = byStudent.get(w.student.id) ?? { id: w.student.id, name: w.student.name, flows: [], scores: {} };
    byStudent.set(w.student.id, profile);
    if (!profile.flows.includes(w.flow)) profile.flows.push(w.flow);
    for (const competence of unit.competences.length > 0 ? unit.competences : ['']) {
      seen.add(competence);
      const score: CompetenceScore = profile.scores[competence] ?? { earned: 0, max: 0, units: 0 };
      profile.scores[competence] = {
        earned: round(score.earned + Math.min(w.mark, unit.max)),
        max: round(score.max + unit.max),
        units: score.units + 1,
      };
    }
  }
  const competences = [...seen].filter(Boolean).sort((a, b) => a.localeCompare(b, 'ru'));
  if (seen.has('')) competences.push('');
  const students = [...byStudent.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  return { students, competences };
}

const round = (n: number) => Math.round(n * 100) / 100;
