import { CLASS } from '@ontobench/sdk/common';
import type { DataReader, SeedContext } from '@ontobench/sdk/node';
import type { RuleModel } from '../../common/rules/model.ts';
import { ruleWrites } from './store.ts';
import { findByName } from '../demo/find-by-name.ts';

/** The demo rules' names. */
export const DEMO_RULES = ['Вложенность подразделений', 'Сотрудники кафедр работают на факультетах'] as const;

/**
 * The OWL rules' demo (issue 18 item 8): two rules of the demo user over the demo university. The first
 * makes «Входит в» transitive between units; the second says that an employee of a department (with a
 * rate of at least 0.5) works at the department's faculty. Classes and properties are found by name;
 * without the sample ontology nothing is written.
 */
export async function seedRulesDemo(ctx: SeedContext): Promise<void> {
  const read: DataReader = (request) => ctx.data.run(ctx.user, request);
  const idOf = findByName(read);
  const [unit, employee, department, faculty] = await Promise.all(
    ['Подразделение', 'Сотрудник', 'Кафедра', 'Факультет'].map((name) => idOf(CLASS.Class, name)),
  );
  const [partOf, worksIn] = await Promise.all(['Входит в', 'Работает в'].map((n) => idOf(CLASS.ObjectProperty, n)));
  const rate = await idOf(CLASS.DataProperty, 'Ставка');
  if (!unit || !employee || !department || !faculty || !partOf || !worksIn || !rate) {
    ctx.log.info('no demo OWL rules: the sample ontology has no units');
    return;
  }
  const models: RuleModel[] = [
    {
      triads: [
        { id: 't1', subject: { var: 'u', class: unit }, property: partOf, object: { var: 'o' } },
        { id: 't2', subject: { var: 'o', class: unit }, property: partOf, object: { var: 'p' } },
      ],
      filters: [],
      out: { subject: 'u', property: partOf, object: 'p' },
    },
    {
      triads: [
        {
          id: 't1',
          subject: { var: 'e', class: employee },
          property: worksIn,
          object: { var: 'd', class: department },
        },
        { id: 't2', subject: { var: 'd' }, property: partOf, object: { var: 'f', class: faculty } },
        { id: 't3', subject: { var: 'e' }, property: rate, object: { var: 'r' } },
      ],
      filters: [{ var: 'r', op: 'ge', value: 0.5 }],
      out: { subject: 'e', property: worksIn, object: 'f' },
    },
  ];
  for (const [i, model] of models.entries()) {
    const { data } = await ruleWrites(read, null, { name: DEMO_RULES[i], model });
    await read({ act: 'set_data', data: data as never });
  }
  ctx.log.info(`demo OWL rules: ${DEMO_RULES.join(', ')}`);
}
