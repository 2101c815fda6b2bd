import { describe, expect, it } from 'vitest';
import { evaluateDecisions } from '../common/evaluate.ts';
import { readDecisionTables } from '../common/table.ts';
import { DEMO_DMN_XML } from './demo.ts';

describe('issue 17 item 8: the demo decision table «Скидка клиента» (domain.md §3 DMN table)', () => {
  it.each([
    [{ category: 'золотой', amount: 12_000 }, [0], { discount: 15, reason: 'Золотой клиент, крупный заказ' }],
    [{ category: 'золотой', amount: 500 }, [1], { discount: 10, reason: 'Золотой клиент' }],
    [{ category: 'серебряный', amount: 10_000 }, [2], { discount: 7, reason: 'Серебряный клиент, крупный заказ' }],
    [{ category: 'серебряный', amount: '9999,99' }, [3], { discount: 5, reason: 'Серебряный клиент' }],
    [{ category: 'новый', amount: 60_000 }, [4], { discount: 3, reason: 'Очень крупный заказ' }],
  ])('%j → rule %j, %j', async (inputs, matched, output) => {
    const tables = await readDecisionTables(DEMO_DMN_XML);
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ hitPolicy: 'UNIQUE', decisionName: 'Скидка клиента' });
    expect(evaluateDecisions(tables, inputs)).toMatchObject({ matched, outputs: [output] });
  });

  it('a new customer with a small order gets no discount', async () => {
    const tables = await readDecisionTables(DEMO_DMN_XML);
    expect(evaluateDecisions(tables, { category: 'новый', amount: 100 })).toMatchObject({ matched: [], outputs: [] });
  });
});
