import { isListKind } from './kinds.ts';
import { formatNumber, type NumberFormat } from './number-formats.ts';
import type { ElementNode } from './tree.ts';

/**
 * Level numbering of a document's elements (domain.md §3 "Level numbering", §4 "Numbering strategies"),
 * computed for the whole tree in one pass in document order. The rules, where the spec leaves them open,
 * are written in the README ("Numbering").
 */

/** §4 numbering strategies. */
export const NUMBERING_STRATEGIES = ['none', 'start', 'continue', 'inherit'] as const;

type Strategy = (typeof NUMBERING_STRATEGIES)[number];

/** One level of a set: its number (1 = top), format and level text, where `%k` is the number of level k (`%%` a percent sign). */
export interface LevelNumbering {
  level: number;
  format: NumberFormat;
  levelText: string;
}

/** A level numbering set: the levels elements choose by the set's alias. */
export interface LevelNumberingSet {
  alias: string;
  levels: readonly LevelNumbering[];
}

/** An element's numbering fields (§3 element fields); null or missing means not set. */
export interface ElementNumbering {
  numberingStrategy?: Strategy | null;
  startNumber?: number | null;
  numberingSetAlias?: string | null;
  logicalLevel?: number | null;
}

/** The deepest level a label can name (`%1` … `%9`). */
export const MAX_LEVEL = 9;

const textOf = (level: number) => `${Array.from({ length: level }, (_, i) => `%${i + 1}`).join('.')}.`;

/** The set used when an element names none (or one that does not exist): decimal, `1.`, `1.1.`, `1.1.1.` … */
export const DECIMAL_SET: LevelNumberingSet = {
  alias: '#decimal',
  levels: Array.from({ length: MAX_LEVEL }, (_, i) => ({ level: i + 1, format: 'decimal', levelText: textOf(i + 1) })),
};

/** The set used in an ordered list that names none: decimal like DECIMAL_SET, counted apart from the sections around it. */
export const LIST_SET: LevelNumberingSet = { ...DECIMAL_SET, alias: '#list' };

/** The set used in an unordered list that names none: a bullet at every level. */
export const BULLET_SET: LevelNumberingSet = {
  alias: '#bullet',
  levels: Array.from({ length: MAX_LEVEL }, (_, i) => ({ level: i + 1, format: 'bullet', levelText: `%${i + 1}` })),
};

const FALLBACKS = [DECIMAL_SET, LIST_SET, BULLET_SET];
const fallbackSet = (parentKind: string) =>
  parentKind === 'unorderedList' ? BULLET_SET : parentKind === 'orderedList' ? LIST_SET : DECIMAL_SET;

/** The label of a level: its text with each `%k` replaced by the number of level k in level k's format. */
export function levelLabel(set: LevelNumberingSet, level: number, counters: readonly (number | undefined)[]): string {
  const def = (k: number) => set.levels.find((l) => l.level === k);
  const text = def(level)?.levelText ?? textOf(level);
  return text.replace(/%(%|[1-9])/g, (_, k: string) => {
    if (k === '%') return '%';
    const at = Number(k);
    // A level above with no number yet counts as its first; a level below the element's is not shown.
    if (at > level) return '';
    return formatNumber(counters[at] ?? 1, def(at)?.format ?? 'decimal');
  });
}

/** Where an element's numbering fields come from: a map by element id, or read off the node. */
export type NumberingOf<N extends ElementNode> =
  ReadonlyMap<string, ElementNumbering> | ((node: N) => ElementNumbering | null | undefined);

interface Frame {
  node: ElementNode;
  effective: Strategy;
  /** The alias its descendants number with unless they name their own. */
  alias: string | null;
  /** For each set key: the level and list nesting of the nearest labelled ancestor (or self). */
  anchors: ReadonlyMap<string, { level: number; nested: number }>;
  /** Lists inside lists from the root to here (each adds a level to what they hold). */
  nested: number;
  startNumber: number | null;
  numberedChild: boolean;
}

const strategyOf = (value: unknown): Strategy | null =>
  (NUMBERING_STRATEGIES as readonly unknown[]).includes(value) ? (value as Strategy) : null;
const intOf = (value: unknown, min: number, max: number): number | null =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : null;

/** §4: Inherit takes the parent's strategy, then Continue; the first child of a list-type container starts. */
function effectiveStrategy(node: ElementNode, stored: Strategy | null, parent: Frame | null): Strategy {
  // The spec shows no defaults by kind: a list numbers its items, an item inherits from its list, the rest opt in.
  const strategy =
    stored ?? (isListKind(node.kind) ? 'start' : parent && isListKind(parent.node.kind) ? 'inherit' : 'none');
  if (strategy !== 'inherit') return strategy;
  if (!parent || parent.effective === 'none') return 'none';
  return isListKind(parent.node.kind) && !parent.numberedChild ? 'start' : 'continue';
}

/**
 * Each numbered element's label, e.g. `2.1.`, `IV`, `б)`, `•`, in one pass over the tree. The root and
 * list-type containers are never labelled (a list's numbers are its items'); disabled elements and
 * what they hold are not numbered and leave the counters as they were. Counters run per set in
 * document order: Start sets the element's level to its start number (the list's for a list's first
 * item, else 1), Continue adds one; either clears the deeper levels. An element's level is its logical
 * level, else one below the nearest labelled ancestor of the same set (a list in a list adds one).
 */
export function numberTree<N extends ElementNode>(
  root: N,
  numbering: NumberingOf<N>,
  sets: readonly LevelNumberingSet[],
): Map<string, string> {
  const read = typeof numbering === 'function' ? numbering : (node: N) => numbering.get(node.id);
  const setsByAlias = new Map(sets.map((s) => [s.alias, s]));
  const counters = new Map<string, (number | undefined)[]>();
  const labels = new Map<string, string>();
  const stack: { node: N; parent: Frame | null }[] = [{ node: root, parent: null }];
  while (stack.length > 0) {
    const { node, parent } = stack.pop()!;
    if (node.disabled && parent) continue;
    const info = read(node) ?? {};
    const effective = effectiveStrategy(node, strategyOf(info.numberingStrategy), parent);
    const nested = (parent?.nested ?? 0) + (parent && isListKind(node.kind) && isListKind(parent.node.kind) ? 1 : 0);
    const frame: Frame = {
      node,
      effective,
      // A list that names no set numbers its items by its own kind (decimal or bullets), not by the
      // set of the sections around it.
      alias: info.numberingSetAlias || (isListKind(node.kind) ? null : parent?.alias) || null,
      anchors: parent?.anchors ?? new Map(),
      nested,
      startNumber: intOf(info.startNumber, -1e9, 1e9),
      numberedChild: false,
    };
    if (parent && effective !== 'none' && !isListKind(node.kind)) {
      const set = (frame.alias && setsByAlias.get(frame.alias)) || fallbackSet(parent.node.kind);
      // A document's set never shares counters with the fallbacks, whatever its alias.
      const key = FALLBACKS.includes(set) ? set.alias : `=${set.alias}`;
      const anchor = parent.anchors.get(key);
      const level = Math.min(
        MAX_LEVEL,
        intOf(info.logicalLevel, 1, MAX_LEVEL) ??
          (anchor ? anchor.level + 1 + parent.nested - anchor.nested : 1 + parent.nested),
      );
      const run = counters.get(key) ?? [];
      counters.set(key, run);
      const listFirst = effective === 'start' && isListKind(parent.node.kind) && !parent.numberedChild;
      if (effective === 'start') run[level] = frame.startNumber ?? (listFirst ? parent.startNumber : null) ?? 1;
      else run[level] = run[level] === undefined ? (frame.startNumber ?? 1) : run[level]! + 1;
      run.length = level + 1;
      parent.numberedChild = true;
      if (set.levels.find((l) => l.level === level)?.format !== 'none')
        labels.set(node.id, levelLabel(set, level, run));
      frame.anchors = new Map(parent.anchors).set(key, { level, nested: parent.nested });
    }
    const children = node.children as N[];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, parent: frame });
  }
  return labels;
}
