import { describe, expect, it } from 'vitest';
import { competencesOf, studentProfiles, type MarkedWork, type UnitWeight } from './profiles.ts';

const ann = { id: 'a', name: 'Яковлева Анна' };
const boris = { id: 'b', name: 'Борисов Борис' };

describe('students’ profiles by competence (issue 20 item 6)', () => {
  it('reads t_comp one per line, comma or semicolon, without empties and repeats', () => {
    expect(competencesOf(' Моделирование, Анализ;\nАнализ\n\n')).toEqual(['Моделирование', 'Анализ']);
    expect(competencesOf(null)).toEqual([]);
  });

  it('sums what each student earned of the units’ most per competence, across flows', () => {
    const units = new Map<string, UnitWeight>([
      ['u1', { competences: ['Анализ', 'Моделирование'], max: 10 }],
      ['u2', { competences: ['Анализ'], max: 5 }],
      ['u3', { competences: [], max: 4 }],
      ['u0', { competences: ['Анализ'], max: 0 }],
    ]);
    const work: MarkedWork[] = [
      { flow: 'f1', unit: 'u1', student: ann, mark: 8 },
      { flow: 'f2', unit: 'u2', student: ann, mark: 5 },
      // A mark above the unit's most counts as the most.
      { flow: 'f1', unit: 'u2', student: boris, mark: 7 },
      { flow: 'f1', unit: 'u3', student: boris, mark: 1 },
      // Worth nothing, or a unit no longer there: left out.
      { flow: 'f1', unit: 'u0', student: boris, mark: 3 },
      { flow: 'f1', unit: 'gone', student: boris, mark: 3 },
    ];
    const { students, competences } = studentProfiles(work, units);
    expect(competences).toEqual(['Анализ', 'Моделирование', '']);
    expect(students.map((s) => s.name)).toEqual(['Борисов Борис', 'Яковлева Анна']);
    expect(students[1]).toEqual({
      id: 'a',
      name: 'Яковлева Анна',
      flows: ['f1', 'f2'],
      scores: { Анализ: { earned: 13, max: 15, units: 2 }, Моделирование: { earned: 8, max: 10, units: 1 } },
    });
    expect(students[0]!.scores).toEqual({
      Анализ: { earned: 5, max: 5, units: 1 },
      '': { earned: 1, max: 4, units: 1 },
    });
  });
});
