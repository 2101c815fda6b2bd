import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChainChanges, chainDiff, chainToOrder, orderToChain, type OrderRecord } from './order-chain.ts';

const rec = (id: string, next: string | null, element = id): OrderRecord => ({ id, element, next });

describe('order chain (domain.md §4: "Component order is a linked chain of order records, each pointing to the next")', () => {
  it('reads the chain from its head, whatever order the records come in', () => {
    const records = [rec('b', 'c'), rec('c', null), rec('a', 'b')];
    expect(chainToOrder(records)).toEqual({ order: ['a', 'b', 'c'] });
    expect(chainToOrder([])).toEqual({ order: [] });
    expect(chainToOrder([rec('r1', 'r2', 'x'), rec('r2', null, 'y')])).toEqual({ order: ['x', 'y'] });
    expect(chainToOrder(records, ['c', 'a', 'b'])).toEqual({ order: ['a', 'b', 'c'] });
  });

  it('§4: a broken chain gives a warning and the document loads without order (each way of breaking)', () => {
    const cases: [string, OrderRecord[], string][] = [
      ['a ring', [rec('a', 'b'), rec('b', 'a')], 'cycle'],
      ['a record pointing at itself', [rec('a', null), rec('b', 'b')], 'cycle'],
      ['a ring beside a good run', [rec('a', 'b'), rec('b', null), rec('c', 'd'), rec('d', 'c')], 'cycle'],
      ['a chain looping back', [rec('a', 'b'), rec('b', 'c'), rec('c', 'b')], 'cycle'],
      ['two heads', [rec('a', 'c'), rec('b', 'c'), rec('c', null)], 'twoHeads'],
      ['two separate runs', [rec('a', null), rec('b', null)], 'twoHeads'],
      ['a dangling next', [rec('a', 'gone')], 'danglingNext'],
      ['a duplicate record id', [rec('a', null), rec('a', null, 'b')], 'duplicateRecord'],
      ['an element placed twice', [rec('r1', 'r2', 'x'), rec('r2', null, 'x')], 'duplicateElement'],
    ];
    for (const [what, records, reason] of cases) expect(chainToOrder(records), what).toMatchObject({ broken: reason });
    expect(chainToOrder([rec('a', 'b'), rec('b', null)], ['a', 'b', 'c'])).toMatchObject({ broken: 'missingRecord' });
    expect(chainToOrder([rec('a', 'b'), rec('b', null)], ['a'])).toMatchObject({ broken: 'unknownElement' });
  });

  it('a broken chain falls back to a stable order: the container’s elements as given, else the records’ sorted', () => {
    expect(chainToOrder([rec('c', 'b'), rec('b', 'c'), rec('a', null)])).toEqual({
      broken: 'cycle',
      elements: ['a', 'b', 'c'],
    });
    expect(chainToOrder([rec('b', 'c'), rec('c', 'b'), rec('a', null)])).toEqual({
      broken: 'cycle',
      elements: ['a', 'b', 'c'],
    });
    expect(chainToOrder([rec('a', 'x')], ['z', 'a', 'z'])).toEqual({ broken: 'missingRecord', elements: ['z', 'a'] });
  });

  it('writes an order as a chain and reads it back', () => {
    expect(orderToChain(['a', 'b', 'c'])).toEqual([rec('a', 'b'), rec('b', 'c'), rec('c', null)]);
    expect(orderToChain(['x', 'y'], (e) => `r-${e}`)).toEqual([rec('r-x', 'r-y', 'x'), rec('r-y', null, 'y')]);
    expect(orderToChain([])).toEqual([]);
  });

  it('an edit is saved as a diff: moving one element of 1,000 changes at most three records', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `e${i}`);
    const before = orderToChain(ids);
    const after = [...ids];
    after.splice(700, 0, ...after.splice(200, 1));
    const changes = chainDiff(before, after);
    expect(changes.create).toEqual([]);
    expect(changes.delete).toEqual([]);
    expect(changes.update).toHaveLength(3);
    expect(chainToOrder(applyChainChanges(before, changes))).toEqual({ order: after });
    // Moving the first element to the end.
    const rotated = [...ids.slice(1), ids[0]!];
    expect(chainDiff(before, rotated).update).toEqual([
      { id: 'e999', next: 'e0' },
      { id: 'e0', next: null },
    ]);
    expect(chainDiff(before, ids)).toEqual({ create: [], update: [], delete: [] });
  });

  it('an insert creates one record and updates one; a delete removes one and updates one', () => {
    const before = orderToChain(['a', 'b', 'c']);
    expect(chainDiff(before, ['a', 'n', 'b', 'c'])).toEqual({
      create: [rec('n', 'b')],
      update: [{ id: 'a', next: 'n' }],
      delete: [],
    });
    expect(chainDiff(before, ['a', 'c'])).toEqual({ create: [], update: [{ id: 'a', next: 'c' }], delete: ['b'] });
    expect(chainDiff([], ['x'], (e) => `r-${e}`)).toEqual({ create: [rec('r-x', null, 'x')], update: [], delete: [] });
    expect(() => chainDiff(before, ['a', 'a'])).toThrow();
  });

  it('a diff mends a broken chain', () => {
    const broken = [rec('a', 'b'), rec('b', 'a'), rec('c', 'gone'), rec('r2', null, 'a')];
    const changes = chainDiff(broken, ['c', 'a', 'b']);
    expect(changes.delete).toEqual(['r2']);
    expect(chainToOrder(applyChainChanges(broken, changes))).toEqual({ order: ['c', 'a', 'b'] });
  });

  it('any order turns into any other through its diff', () => {
    const orders = fc.uniqueArray(fc.constantFrom(...'abcdefghij'), { maxLength: 10 });
    fc.assert(
      fc.property(orders, orders, (from, to) => {
        const before = orderToChain(from);
        const changes = chainDiff(before, to);
        expect(chainToOrder(applyChainChanges(before, changes))).toEqual({ order: to });
        expect(changes.delete.length).toBe(from.filter((e) => !to.includes(e)).length);
        expect(changes.create.length).toBe(to.filter((e) => !from.includes(e)).length);
      }),
    );
  });
});
