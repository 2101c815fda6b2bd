import type { NotationDto, NotationElementDto } from './api.ts';

/** A diagram node as the rules see it: its id in the diagram and its notation code (null: a plain BPMN element). */
export interface NodeRef {
  id: string;
  code: string | null;
}

/** The connections already there: the source's outgoing and the target's incoming (without the one being moved). */
export interface ConnectionCounts {
  sourceOutgoing: number;
  targetIncoming: number;
}

/** Why a connection is refused; the page turns it into words (`refusalText`). */
export type NotationRefusal =
  | { kind: 'target'; source: string; target: string }
  | { kind: 'reflexive'; source: string }
  | { kind: 'maxOutgoing'; source: string; limit: number }
  | { kind: 'maxIncoming'; target: string; limit: number };

export type ConnectionDecision = { ok: true } | { ok: false; reason: NotationRefusal };

/** The notation's element with that code, if any. */
export function elementByCode(
  notation: Pick<NotationDto, 'elements'>,
  code: string | null | undefined,
): NotationElementDto | undefined {
  return code ? notation.elements.find((e) => e.elementCode === code && !e.isConnector) : undefined;
}

/**
 * The notation's connection rules (domain.md §3 "Notation element": allowed elements to connect, maximum
 * outgoing and incoming connections, disableReflexiveEdges): a connection from `source` to `target` is allowed
 * only if the target's code is in the source's allowed list (empty: any), no maximum would be exceeded and it
 * is no self-loop of an element that forbids them. Elements without a code of the notation are not its concern.
 */
export function connectionAllowed(
  source: NodeRef,
  target: NodeRef,
  counts: ConnectionCounts,
  notation: Pick<NotationDto, 'elements'>,
): ConnectionDecision {
  const from = elementByCode(notation, source.code);
  const to = elementByCode(notation, target.code);
  if (from) {
    if (source.id === target.id && from.disableReflexiveEdges)
      return { ok: false, reason: { kind: 'reflexive', source: from.name } };
    if (from.allowedTargets.length > 0 && !(to && from.allowedTargets.includes(to.elementCode)))
      return { ok: false, reason: { kind: 'target', source: from.name, target: to?.name ?? '' } };
    if (from.maxOutgoing !== null && counts.sourceOutgoing >= from.maxOutgoing)
      return { ok: false, reason: { kind: 'maxOutgoing', source: from.name, limit: from.maxOutgoing } };
  }
  if (to && to.maxIncoming !== null && counts.targetIncoming >= to.maxIncoming)
    return { ok: false, reason: { kind: 'maxIncoming', target: to.name, limit: to.maxIncoming } };
  return { ok: true };
}

/** A diagram's element that breaks a minimum or maximum of its notation element. */
export interface NotationProblem {
  elementId: string;
  /** The notation element's name. */
  name: string;
  kind: 'minIncoming' | 'maxIncoming' | 'minOutgoing' | 'maxOutgoing';
  /** How many connections it has. */
  count: number;
  /** The bound it breaks. */
  limit: number;
}

/**
 * The diagram's elements whose number of incoming or outgoing connections is below the notation's minimum or
 * above its maximum (a diagram drawn elsewhere, or one not finished yet). Pure: the editor lists them.
 */
export function notationProblems(
  notation: Pick<NotationDto, 'elements'>,
  elements: readonly NodeRef[],
  connections: readonly { source: string; target: string }[],
): NotationProblem[] {
  const incoming = new Map<string, number>();
  const outgoing = new Map<string, number>();
  for (const c of connections) {
    outgoing.set(c.source, (outgoing.get(c.source) ?? 0) + 1);
    incoming.set(c.target, (incoming.get(c.target) ?? 0) + 1);
  }
  const problems: NotationProblem[] = [];
  for (const node of elements) {
    const kind = elementByCode(notation, node.code);
    if (!kind) continue;
    const found = { minIncoming: incoming, maxIncoming: incoming, minOutgoing: outgoing, maxOutgoing: outgoing };
    for (const key of ['minIncoming', 'maxIncoming', 'minOutgoing', 'maxOutgoing'] as const) {
      const limit = kind[key];
      const count = found[key].get(node.id) ?? 0;
      const broken = key.startsWith('min') ? count < (limit ?? 0) : limit !== null && count > limit;
      if (limit !== null && broken) problems.push({ elementId: node.id, name: kind.name, kind: key, count, limit });
    }
  }
  return problems;
}
