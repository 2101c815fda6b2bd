import { PROP } from '@ontobench/sdk/common';
import type { Named, PublicationTree, PublicationTreeNode } from '../../common/api.ts';
import { parseContent } from '../../common/content-pieces.ts';
import { DOC_CLASS, DOC_PROP } from '../../common/schema.ts';
import { first, named, readInstances, texts, type DataRun, type Instance } from '../read/instances.ts';

/** A publication as its tree's head reads it, or null when `run` does not read it. */
export async function readPublication(run: DataRun, id: string, onlyPublic = false): Promise<Instance | null> {
  const filter = onlyPublic ? `[id] = '${id}' and [${PROP.isPublic}] = true` : `[id] = '${id}'`;
  const [found] = await readInstances(run, {
    class: DOC_CLASS.Publication,
    filter,
    limit: 1,
    fields: [{ prop: DOC_PROP.annotation }, { prop: PROP.isPublic }, { prop: DOC_PROP.settings }],
  });
  return found ?? null;
}

export function publicationHead(p: Instance): PublicationTree['publication'] {
  const text = (prop: string) => {
    const v = first(p, prop);
    return typeof v === 'string' ? v : null;
  };
  return {
    id: p.id,
    name: p.name,
    annotation: text(DOC_PROP.annotation),
    isPublic: first(p, PROP.isPublic) === true,
    settings: text(DOC_PROP.settings),
  };
}

/** The links of a publication (read with rights the caller decided on), with or without their content. */
export function linksOf(read: DataRun, publicationId: string, withContent: boolean): Promise<Instance[]> {
  return readInstances(read, {
    class: DOC_CLASS.PublicationLink,
    filter: `[${DOC_PROP.linkPublication}] = '${publicationId}'`,
    fields: [
      { prop: DOC_PROP.linkOrder, sort: 'asc' },
      { prop: DOC_PROP.linkDocument },
      { prop: DOC_PROP.linkParent },
      { prop: DOC_PROP.linkVersion },
      { prop: PROP.icon },
      ...(withContent ? [{ prop: DOC_PROP.linkContent }] : []),
    ],
  });
}

/**
 * The links as a tree: each under its parent link, siblings by order (then name). A link whose parent is
 * missing, or whose parents loop (written by hand), stands at the root.
 */
export function linkTree(links: readonly Instance[]): PublicationTreeNode[] {
  const nodes = new Map<string, PublicationTreeNode>();
  const parentOf = new Map<string, string | null>();
  for (const l of links) {
    nodes.set(l.id, {
      linkId: l.id,
      name: l.name,
      icon: typeof first(l, PROP.icon) === 'string' ? (first(l, PROP.icon) as string) : null,
      order: Number(first(l, DOC_PROP.linkOrder) ?? 0),
      document: named(l, DOC_PROP.linkDocument) ?? ({ id: '', name: '' } satisfies Named),
      version: Number(first(l, DOC_PROP.linkVersion) ?? 0),
      content: l.values.has(DOC_PROP.linkContent) ? parseContent(texts(l, DOC_PROP.linkContent)) : null,
      children: [],
    });
    parentOf.set(l.id, named(l, DOC_PROP.linkParent)?.id ?? null);
  }
  const roots: PublicationTreeNode[] = [];
  for (const [id, node] of nodes) {
    const parent = parentOf.get(id);
    if (parent && nodes.has(parent) && !loops(id, parentOf)) nodes.get(parent)!.children.push(node);
    else roots.push(node);
  }
  const sort = (list: PublicationTreeNode[]) => {
    list.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

function loops(id: string, parentOf: Map<string, string | null>): boolean {
  const seen = new Set([id]);
  for (let p = parentOf.get(id); p; p = parentOf.get(p)) {
    if (seen.has(p)) return true;
    seen.add(p);
  }
  return false;
}
