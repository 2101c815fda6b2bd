import { describe, expect, it } from 'vitest';
import { DmnEvaluationError, evaluateDecisions, evaluateTable } from './evaluate.ts';
import { newTableXml } from './new-table.ts';
import { readDecisionTables, type Aggregation, type DecisionTableModel, type HitPolicy } from './table.ts';

/** A table of `inputs` (expression:type), one output `out` (type, allowed values) and rules `[entries…, output]`. */
function table(
  hitPolicy: HitPolicy,
  inputs: string[],
  rules: string[][],
  extra: { aggregation?: Aggregation; outType?: string; allowed?: string } = {},
): DecisionTableModel {
  return {
    decisionId: 'd',
    decisionName: 'Решение',
    hitPolicy,
    aggregation: extra.aggregation ?? null,
    inputs: inputs.map((spec, i) => {
      const [expression, typeRef] = spec.split(':');
      return { id: `i${i}`, label: '', expression: expression!, typeRef: typeRef ?? '' };
    }),
    outputs: [{ id: 'o', label: '', name: 'out', typeRef: extra.outType ?? 'string', allowed: extra.allowed ?? '' }],
    rules: rules.map((cells, r) => ({
      id: `r${r}`,
      inputEntries: cells.slice(0, -1),
      outputEntries: cells.slice(-1),
    })),
    requires: [],
  };
}

// domain.md §3 "DMN table": the customer discount (category string, amount double).
const discount = (policy: HitPolicy, extra = {}) =>
  table(
    policy,
    ['category:string', 'amount:double'],
    [
      ['"gold"', '>= 1000', '15'],
      ['"gold"', '< 1000', '10'],
      ['"silver"', '-', '5'],
      ['', '> 5000', '3'],
    ],
    { outType: 'double', ...extra },
  );

describe('domain.md §3 DMN table: rules matched by FEEL unary tests, typed inputs', () => {
  it.each([
    [{ category: 'gold', amount: 1500 }, [0], [{ out: 15 }]],
    [{ category: 'gold', amount: '999,5' }, [1], [{ out: 10 }]],
    [{ category: 'silver', amount: 1 }, [2], [{ out: 5 }]],
    [{ category: 'bronze', amount: 10 }, [], []],
    [{ category: 'bronze', amount: 6000 }, [3], [{ out: 3 }]],
    [{ category: 'silver' }, [2], [{ out: 5 }]],
  ])('Unique: %j → rules %j, outputs %j', (inputs, matched, outputs) => {
    expect(evaluateTable(discount('UNIQUE'), inputs)).toEqual({ matched, outputs });
  });

  it('Unique (the default) with two matching rules is an error naming them', () => {
    expect(() => evaluateTable(discount('UNIQUE'), { category: 'gold', amount: 6000 })).toThrow(
      new DmnEvaluationError('Политика UNIQUE: подошли правила № 1, № 4, а подойти может не больше одного'),
    );
  });

  it.each<[HitPolicy, object, number[], unknown[]]>([
    ['FIRST', {}, [0], [{ out: 15 }]],
    ['RULE ORDER', {}, [0, 3], [{ out: 15 }, { out: 3 }]],
    ['COLLECT', {}, [0, 3], [{ out: 15 }, { out: 3 }]],
    ['COLLECT', { aggregation: 'SUM' }, [0, 3], [{ out: 18 }]],
    ['COLLECT', { aggregation: 'MIN' }, [0, 3], [{ out: 3 }]],
    ['COLLECT', { aggregation: 'MAX' }, [0, 3], [{ out: 15 }]],
    ['COLLECT', { aggregation: 'COUNT' }, [0, 3], [{ out: 2 }]],
    ['PRIORITY', { allowed: '3, 15, 10, 5' }, [3], [{ out: 3 }]],
    ['OUTPUT ORDER', { allowed: '3, 15, 10, 5' }, [0, 3], [{ out: 3 }, { out: 15 }]],
  ])('%s %j: gold for 6000 → rules %j, outputs %j', (policy, extra, matched, outputs) => {
    expect(evaluateTable(discount(policy, extra), { category: 'gold', amount: 6000 })).toEqual({ matched, outputs });
  });

  it('Collect with an aggregation of no matches: SUM is empty, COUNT is 0', () => {
    const none = { category: 'bronze', amount: 1 };
    expect(evaluateTable(discount('COLLECT', { aggregation: 'SUM' }), none).outputs).toEqual([{ out: null }]);
    expect(evaluateTable(discount('COLLECT', { aggregation: 'COUNT' }), none).outputs).toEqual([{ out: 0 }]);
  });

  it('Priority by the allowed values of a text output ("high","low")', () => {
    const risk = table(
      'PRIORITY',
      ['age:integer'],
      [
        ['< 30', '"low"'],
        ['< 25', '"high"'],
      ],
      { allowed: '"high","medium","low"' },
    );
    expect(evaluateTable(risk, { age: 20 })).toEqual({ matched: [1], outputs: [{ out: 'high' }] });
    expect(evaluateTable(risk, { age: 27 })).toEqual({ matched: [0], outputs: [{ out: 'low' }] });
  });

  it('Any: equal outputs give one result; differing outputs are an error', () => {
    const same = table(
      'ANY',
      ['n:integer'],
      [
        ['> 1', '"a"'],
        ['> 2', '"a"'],
        ['> 10', '"b"'],
      ],
    );
    expect(evaluateTable(same, { n: 5 })).toEqual({ matched: [0, 1], outputs: [{ out: 'a' }] });
    expect(() => evaluateTable(same, { n: 11 })).toThrow('Политика ANY: правила № 1 и № 3 дают разные результаты');
  });

  it.each<[string, unknown, string, boolean]>([
    ['flag:boolean', true, 'true', true],
    ['flag:boolean', 'да', 'true', true],
    ['flag:boolean', 'false', 'true', false],
    ['day:date', '2026-11-28', '> date("2026-01-01")', true],
    ['day:date', '28.11.2026', '[date("2026-11-01")..date("2026-11-30")]', true],
    ['day:date', '2025-12-31', '> date("2026-01-01")', false],
    ['n:integer', '42', '42', true],
    ['n:long', 9_007_199_254_740_991, '> 0', true],
    ['x:double', '1 234,5', '> 1234', true],
    ['s:string', 42, '"42"', true],
    ['s:string', 'b', '"a","b"', true],
    ['s:string', 'c', 'not("a","b")', true],
    ['s:string', 'x', '-', true],
  ])('column %s, value %j, entry %s → %s', (column, value, entry, hit) => {
    const t = table('UNIQUE', [column], [[entry, '"yes"']]);
    const name = column.split(':')[0]!;
    expect(evaluateTable(t, { [name]: value }).matched).toEqual(hit ? [0] : []);
  });

  it.each<[string, unknown, string]>([
    ['amount:double', 'много', 'Столбец «amount»: ожидается число, получено «много»'],
    ['n:integer', '1.5', 'Столбец «n»: ожидается целое число, получено «1.5»'],
    ['n:integer', 3_000_000_000, 'Столбец «n»: ожидается целое число, получено «3000000000»'],
    ['flag:boolean', 'может быть', 'Столбец «flag»: ожидается «да» или «нет», получено «может быть»'],
    ['day:date', '2026-02-30', 'Столбец «day»: ожидается дата ГГГГ-ММ-ДД, получено «2026-02-30»'],
  ])('a %s column refuses %j in Russian', (column, value, message) => {
    const t = table('UNIQUE', [column], [['-', '"x"']]);
    expect(() => evaluateTable(t, { [column.split(':')[0]!]: value })).toThrow(new DmnEvaluationError(message));
  });

  it('a broken entry is an error naming the rule and the column', () => {
    const t = table(
      'UNIQUE',
      ['n:integer'],
      [
        ['-', '"x"'],
        ['> "', '"y"'],
      ],
    );
    expect(() => evaluateTable(t, { n: 1 })).toThrow(/^Правило № 2, столбец «n»: выражение «> "» не читается/);
  });

  it('input expressions and output entries are FEEL expressions over the inputs', () => {
    const t = table('UNIQUE', ['amount * 2:double'], [['> 100', 'amount * 0.1']], { outType: 'double' });
    expect(evaluateTable(t, { amount: 60 })).toEqual({ matched: [0], outputs: [{ out: 6 }] });
  });

  it('a missing input is null: only "-" and empty entries match it', () => {
    const t = table(
      'RULE ORDER',
      ['n:integer'],
      [
        ['> 1', '"a"'],
        ['-', '"b"'],
        ['null', '"c"'],
      ],
    );
    expect(evaluateTable(t, {}).matched).toEqual([1, 2]);
  });
});

const DRD = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="defs" name="DRD" namespace="https://ontobench.local/dmn">
  <decision id="price" name="Цена">
    <informationRequirement id="req1"><requiredDecision href="#level" /></informationRequirement>
    <decisionTable id="t1">
      <input id="i1" label="Уровень"><inputExpression id="e1" typeRef="string"><text>level</text></inputExpression></input>
      <output id="o1" name="price" typeRef="double" />
      <rule id="r1"><inputEntry id="u1"><text>"vip"</text></inputEntry><outputEntry id="x1"><text>90</text></outputEntry></rule>
      <rule id="r2"><inputEntry id="u2"><text>"basic"</text></inputEntry><outputEntry id="x2"><text>100</text></outputEntry></rule>
    </decisionTable>
  </decision>
  <decision id="level" name="Уровень клиента">
    <decisionTable id="t2" hitPolicy="FIRST">
      <input id="i2" label="Покупок"><inputExpression id="e2" typeRef="integer"><text>orders</text></inputExpression></input>
      <output id="o2" name="level" typeRef="string" />
      <rule id="r3"><inputEntry id="u3"><text>>= 10</text></inputEntry><outputEntry id="x3"><text>"vip"</text></outputEntry></rule>
      <rule id="r4"><inputEntry id="u4"><text></text></inputEntry><outputEntry id="x4"><text>"basic"</text></outputEntry></rule>
    </decisionTable>
  </decision>
</definitions>`;

describe('domain.md §3 DMN table, DRD with child decisions: a required decision is evaluated first', () => {
  it('the root decision takes the required decision’s output as its input', async () => {
    const tables = await readDecisionTables(DRD);
    expect(evaluateDecisions(tables, { orders: 12 })).toEqual({
      matched: [0],
      outputs: [{ price: 90 }],
      decisionId: 'price',
      decisionName: 'Цена',
    });
    expect(evaluateDecisions(tables, { orders: 1 }).outputs).toEqual([{ price: 100 }]);
    // A value given by the caller wins over the required decision's.
    expect(evaluateDecisions(tables, { orders: 1, level: 'vip' }).outputs).toEqual([{ price: 90 }]);
    expect(evaluateDecisions(tables, { orders: 1 }, 'level').outputs).toEqual([{ level: 'basic' }]);
  });

  it('a circle of requirements is an error', async () => {
    const circle = DRD.replace(
      '<decisionTable id="t2"',
      '<informationRequirement id="req2"><requiredDecision href="#price" /></informationRequirement><decisionTable id="t2"',
    );
    const tables = await readDecisionTables(circle);
    expect(() => evaluateDecisions(tables, {}, 'price')).toThrow(
      'Решения требуют друг друга по кругу: price → level → price',
    );
  });

  it('a new table (one input, one output, Unique, one empty rule) reads and matches anything', async () => {
    const [t] = await readDecisionTables(newTableXml('Скидка <новая>'));
    expect(t).toMatchObject({ hitPolicy: 'UNIQUE', decisionName: 'Скидка <новая>' });
    expect([t!.inputs.length, t!.outputs.length, t!.rules.length]).toEqual([1, 1, 1]);
    expect(evaluateTable(t!, { input: 'что угодно' })).toEqual({ matched: [0], outputs: [{ result: null }] });
  });
});
