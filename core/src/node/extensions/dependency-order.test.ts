import { describe, expect, it } from 'vitest';
import { dependencyOrder, type DependencyNode } from './dependency-order.ts';

const Glossary = Symbol.for('test.Glossary');
const node = (id: string, parts: Omit<DependencyNode, 'id'> = {}): DependencyNode => ({ id, ...parts });
const ids = (list: readonly DependencyNode[]) => list.map((n) => n.id);

describe('dependencyOrder', () => {
  it('puts providers before the extensions that require or optionally use them, otherwise keeps the list order', () => {
    const { order, refused } = dependencyOrder([
      node('reader', { requires: [Glossary] }),
      node('plain'),
      node('viewer', { optional: ['test.Spelling'] }),
      node('spelling', { provides: ['test.Spelling'] }),
      node('glossary', { provides: [Glossary] }),
    ]);
    expect(ids(order)).toEqual(['glossary', 'reader', 'plain', 'spelling', 'viewer']);
    expect(refused).toEqual([]);
  });

  it('refuses an extension whose required service nobody provides, and those that require its services', () => {
    const { order, refused } = dependencyOrder([
      node('lonely', { requires: ['test.Missing'], provides: [Glossary] }),
      node('reader', { requires: [Glossary] }),
      node('viewer', { optional: [Glossary] }),
    ]);
    expect(ids(order)).toEqual(['viewer']);
    expect(refused.map((r) => [r.extension.id, r.reason])).toEqual([
      ['lonely', 'requires test.Missing, which no extension provides'],
      ['reader', 'requires test.Glossary of lonely, which was refused'],
    ]);
  });

  it('refuses the members of a cycle and names it', () => {
    const { order, refused } = dependencyOrder([
      node('a', { provides: ['A'], requires: ['B'] }),
      node('b', { provides: ['B'], requires: ['A'] }),
      node('c', { requires: ['A'] }),
      node('d'),
    ]);
    expect(ids(order)).toEqual(['d']);
    expect(refused.map((r) => [r.extension.id, r.reason])).toEqual([
      ['a', 'dependency cycle: a → b → a'],
      ['b', 'dependency cycle: a → b → a'],
      ['c', 'requires A of a, which was refused'],
    ]);
  });

  it('refuses a second provider of the same service', () => {
    const { order, refused } = dependencyOrder([
      node('first', { provides: [Glossary] }),
      node('second', { provides: [Glossary] }),
    ]);
    expect(ids(order)).toEqual(['first']);
    expect(refused.map((r) => r.reason)).toEqual(['service test.Glossary is already provided by first']);
  });
});
