import { splitContent } from '@ontobench/sdk/common';
import type { SeedContext } from '@ontobench/sdk/node';
import { DMN_CLASS } from '../common/classes.ts';
import { tableXml } from '../common/new-table.ts';
import { DMN_PROP } from '../common/schema.ts';

/** The demo table's name and system name (issue 17 item 8). */
export const DEMO_DMN = { name: 'Скидка клиента', systemName: 'customer-discount' } as const;

/**
 * The demo table «Скидка клиента»: the discount by the customer's category and the order's amount, Unique,
 * five rules; processes call it as `customer-discount`.
 */
export const DEMO_DMN_XML = tableXml({
  name: DEMO_DMN.name,
  inputs: [
    { label: 'Категория клиента', expression: 'category', typeRef: 'string' },
    { label: 'Сумма заказа', expression: 'amount', typeRef: 'double' },
  ],
  outputs: [
    { label: 'Скидка, %', name: 'discount', typeRef: 'double' },
    { label: 'Пояснение', name: 'reason', typeRef: 'string' },
  ],
  rules: [
    ['"золотой"', '>= 10000', '15', '"Золотой клиент, крупный заказ"'],
    ['"золотой"', '< 10000', '10', '"Золотой клиент"'],
    ['"серебряный"', '>= 10000', '7', '"Серебряный клиент, крупный заказ"'],
    ['"серебряный"', '< 10000', '5', '"Серебряный клиент"'],
    ['not("золотой", "серебряный")', '>= 50000', '3', '"Очень крупный заказ"'],
  ],
});

/** The demo decision table (issue 17 item 8), the demo user's. */
export async function seedDmnDemo(ctx: SeedContext): Promise<void> {
  const inst = crypto.randomUUID();
  const upd = (prop: string, val: string | number | string[]) => ({ op: 'upd' as const, inst, prop, val });
  await ctx.data.run(ctx.user, {
    act: 'set_data',
    data: [
      { op: 'new', class: DMN_CLASS.DmnTable, name: DEMO_DMN.name, inst },
      upd(DMN_PROP.xml, splitContent(DEMO_DMN_XML)),
      upd(DMN_PROP.hitPolicy, 'UNIQUE'),
      upd(DMN_PROP.systemName, DEMO_DMN.systemName),
      upd(DMN_PROP.versionNumber, 1),
      upd(DMN_PROP.rootVersionDmn, inst),
    ],
  });
  ctx.log.info(`demo decision table: ${DEMO_DMN.name}`);
}
