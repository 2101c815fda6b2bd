import { CLASS, COLUMN_PROPS, PROP } from '../../common/ontology/system-ontology.ts';
import {
  WRITE_POLICIES,
  type BaseType,
  type ClassPolicy,
  type WritePolicy,
} from '../../common/ontology/schema-types.ts';
import type { SqlExecutor } from '../store/sql-store.ts';

export interface PropertyInfo {
  id: string;
  name: string;
  kind: 'data' | 'object';
  baseType: BaseType | null;
  multiple: boolean;
  domain: string[];
  range: string[];
  constraints: string | null;
  defaultValue: string | null;
  formTab: string | null;
  /** Who may change its values through set_data (docs/security.md, "Write policies"). */
  write: WritePolicy;
  /** name, author, creation date and class live in ob_instance columns. */
  column: boolean;
}

export interface ClassInfo {
  id: string;
  name: string;
  parents: string[];
  /** Its own policy, without the ancestors' (see `OntologyModel.classPolicy`). */
  policy: ClassPolicy;
}

export const META_CLASSES: readonly string[] = [CLASS.Class, CLASS.DataProperty, CLASS.ObjectProperty];
/** The properties of classes and properties that the model reads. */
export const META_PROPS: readonly string[] = [
  PROP.parentClass,
  PROP.baseType,
  PROP.multiple,
  PROP.domain,
  PROP.range,
  PROP.constraints,
  PROP.defaultValue,
  PROP.formTab,
  PROP.writePolicy,
  PROP.classPolicy,
];

/**
 * What the model is built from: the instances of the meta-classes, and their values of META_PROPS
 * (object values as their target id, data values as their text), in idx order.
 */
export interface ModelRows {
  /** `system`: declared by the system or an extension (ob_instance.owner is set). */
  items: Map<string, { id: string; class_id: string; name: string; author: string | null; system: boolean }>;
  values: Map<string, Map<string, string[]>>;
}

/** Reads the rows of the model: two queries, whatever the size of the schema. */
export async function loadModelRows(db: SqlExecutor): Promise<ModelRows> {
  const items = await db.query<{ id: string; class_id: string; name: string; author: string | null; system: boolean }>(
    'select id, class_id, name, author, owner is not null as system from ob_instance where class_id = any($1::uuid[])',
    [META_CLASSES],
  );
  const values = await db.query<{ inst: string; prop: string; val: string | null; ref: string | null }>(
    `select v.inst, v.prop, v.val, v.ref from ob_value v join ob_instance i on i.id = v.inst
     where i.class_id = any($1::uuid[]) and v.prop = any($2::uuid[]) order by v.inst, v.prop, v.idx`,
    [META_CLASSES, META_PROPS],
  );
  const byInst = new Map<string, Map<string, string[]>>();
  for (const v of values.rows) {
    const value = v.ref ?? v.val;
    if (value === null) continue;
    const props = byInst.get(v.inst) ?? new Map<string, string[]>();
    byInst.set(v.inst, props);
    props.set(v.prop, [...(props.get(v.prop) ?? []), value]);
  }
  return { items: new Map(items.rows.map((r) => [r.id, r])), values: byInst };
}

/**
 * The classes and properties, read once and kept until a write touches them. Queries need a property's
 * type on every call; reading it from the store each time would double the work of every request.
 */
export class OntologyModel {
  private constructor(
    private readonly classMap: Map<string, ClassInfo>,
    private readonly propertyMap: Map<string, PropertyInfo>,
    private readonly children: Map<string, string[]>,
    private readonly origins: ReadonlyMap<string, { author: string | null; system: boolean }>,
  ) {}

  get classes(): ReadonlyMap<string, ClassInfo> {
    return this.classMap;
  }

  get properties(): ReadonlyMap<string, PropertyInfo> {
    return this.propertyMap;
  }

  static async load(db: SqlExecutor): Promise<OntologyModel> {
    return OntologyModel.fromRows(await loadModelRows(db));
  }

  /** The model of the given rows (what `loadModelRows` reads), built without the store. */
  static fromRows(rows: ModelRows): OntologyModel {
    const model = new OntologyModel(new Map(), new Map(), new Map(), rows.items);
    for (const item of rows.items.values()) model.add(rows, item);
    return model;
  }

  /**
   * Reads the class or property `id` again from `rows`, changed in place: the one operation's change, where
   * `fromRows` would read every class and property of the store (set_data's list, docs/store.md "The
   * model during a list"). Only for a model its caller owns: a model the cache hands out is never patched.
   * `rows` must be the rows this model was built from (its origins are theirs).
   */
  patch(rows: ModelRows, id: string): void {
    const before = this.classMap.get(id);
    for (const parent of before?.parents ?? []) {
      const siblings = this.children.get(parent)?.filter((c) => c !== id) ?? [];
      if (siblings.length > 0) this.children.set(parent, siblings);
      else this.children.delete(parent);
    }
    const item = rows.items.get(id);
    // Set over the old entry, not deleted first: the maps keep the order fromRows gives them.
    if (item) this.add(rows, item);
    else {
      this.classMap.delete(id);
      this.propertyMap.delete(id);
    }
  }

  /**
   * Adds one item of the rows. A class patched in goes last among its parents' children, where `fromRows`
   * puts children in the rows' order: only the order of `descendants` differs, which every caller reads as a set.
   */
  private add(rows: ModelRows, item: { id: string; class_id: string; name: string }): void {
    const list = (prop: string) => rows.values.get(item.id)?.get(prop) ?? [];
    const first = (prop: string) => list(prop)[0] ?? null;
    if (item.class_id === CLASS.Class) {
      const parents = list(PROP.parentClass);
      this.classMap.set(item.id, {
        id: item.id,
        name: item.name,
        parents,
        policy: parseClassPolicy(first(PROP.classPolicy)),
      });
      for (const p of parents) {
        const siblings = this.children.get(p);
        if (siblings) siblings.push(item.id);
        else this.children.set(p, [item.id]);
      }
      return;
    }
    this.propertyMap.set(item.id, {
      id: item.id,
      name: item.name,
      kind: item.class_id === CLASS.DataProperty ? 'data' : 'object',
      baseType: item.class_id === CLASS.DataProperty ? ((first(PROP.baseType) as BaseType | null) ?? 'string') : null,
      multiple: first(PROP.multiple) === 'true',
      domain: list(PROP.domain),
      range: list(PROP.range),
      constraints: first(PROP.constraints),
      defaultValue: first(PROP.defaultValue),
      formTab: first(PROP.formTab),
      write: parseWritePolicy(first(PROP.writePolicy)),
      column: COLUMN_PROPS.has(item.id),
    });
  }

  /**
   * Whether a user reads this class or property without asking the store: it is declared by the system
   * or it is theirs (access.ts readableSql; the author and the owner of an instance never change).
   */
  plainlyReadable(id: string, userId: string): boolean {
    const origin = this.origins.get(id);
    return !!origin && (origin.system || origin.author === userId);
  }

  property(id: string): PropertyInfo | undefined {
    return this.properties.get(id);
  }

  isClass(id: string): boolean {
    return this.classes.has(id);
  }

  /** The class and every class below it (cycles in user data are tolerated). */
  descendants(classId: string): string[] {
    return this.walk(classId, (id) => this.children.get(id) ?? []);
  }

  /** The class and every class above it. */
  ancestors(classId: string): string[] {
    return this.walk(classId, (id) => this.classes.get(id)?.parents ?? []);
  }

  /**
   * The operations reserved to administrators on instances of the class: its own policy and every
   * ancestor's, so a subclass is never looser than the class it extends.
   */
  classPolicy(classId: string): ClassPolicy {
    const merged: ClassPolicy = {};
    for (const id of this.ancestors(classId)) Object.assign(merged, this.classes.get(id)?.policy);
    return merged;
  }

  /** True when `classId` is `target` or one of its subclasses. */
  isA(classId: string, target: string): boolean {
    return this.ancestors(classId).includes(target);
  }

  /** The properties whose domain holds the class or one of its ancestors, in name order. */
  propertiesOf(classId: string): PropertyInfo[] {
    const lineage = new Set(this.ancestors(classId));
    return [...this.properties.values()]
      .filter((p) => p.domain.some((d) => lineage.has(d)))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  private walk(start: string, next: (id: string) => readonly string[]): string[] {
    const seen = new Set<string>([start]);
    const queue = [start];
    while (queue.length > 0) {
      for (const n of next(queue.shift()!)) {
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    return [...seen];
  }
}

/** An unknown word (data written by hand) is read as the strictest policy, never as a looser one. */
function parseWritePolicy(text: string | null): WritePolicy {
  if (text === null) return 'owner';
  return (WRITE_POLICIES as readonly string[]).includes(text) ? (text as WritePolicy) : 'system';
}

function parseClassPolicy(text: string | null): ClassPolicy {
  if (text === null) return {};
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const policy: ClassPolicy = {};
    for (const op of ['create', 'change', 'delete'] as const) if (parsed[op] === 'admin') policy[op] = 'admin';
    return policy;
  } catch {
    return { create: 'admin', change: 'admin', delete: 'admin' };
  }
}

/** Keeps the current model; a write that touches classes or properties drops it, the next read reloads it. */
export class OntologyModelCache {
  private current: Promise<OntologyModel> | null = null;

  /** `announce` tells the other server processes that the model changed (docs/scaling.md). */
  constructor(
    private readonly db: SqlExecutor,
    private readonly announce?: () => void,
  ) {}

  get(): Promise<OntologyModel> {
    if (!this.current) {
      const loading = OntologyModel.load(this.db);
      this.current = loading;
      loading.catch(() => {
        if (this.current === loading) this.current = null;
      });
    }
    return this.current;
  }

  invalidate(): void {
    this.current = null;
    this.announce?.();
  }

  /** Another process changed the model: read it again at the next request, and tell no one. */
  forget(): void {
    this.current = null;
  }
}

export const META_CLASS_IDS: ReadonlySet<string> = new Set(META_CLASSES);
