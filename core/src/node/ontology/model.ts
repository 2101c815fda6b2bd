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
    readonly classes: ReadonlyMap<string, ClassInfo>,
    readonly properties: ReadonlyMap<string, PropertyInfo>,
    private readonly children: ReadonlyMap<string, readonly string[]>,
    private readonly origins: ReadonlyMap<string, { author: string | null; system: boolean }>,
  ) {}

  static async load(db: SqlExecutor): Promise<OntologyModel> {
    return OntologyModel.fromRows(await loadModelRows(db));
  }

  /** The model of the given rows (what `loadModelRows` reads), built without the store. */
  static fromRows(rows: ModelRows): OntologyModel {
    const list = (inst: string, prop: string) => rows.values.get(inst)?.get(prop) ?? [];
    const first = (inst: string, prop: string) => list(inst, prop)[0] ?? null;

    const classes = new Map<string, ClassInfo>();
    const properties = new Map<string, PropertyInfo>();
    const children = new Map<string, string[]>();
    for (const item of rows.items.values()) {
      if (item.class_id === CLASS.Class) {
        const parents = list(item.id, PROP.parentClass);
        classes.set(item.id, {
          id: item.id,
          name: item.name,
          parents,
          policy: parseClassPolicy(first(item.id, PROP.classPolicy)),
        });
        for (const p of parents) children.set(p, [...(children.get(p) ?? []), item.id]);
      } else {
        properties.set(item.id, {
          id: item.id,
          name: item.name,
          kind: item.class_id === CLASS.DataProperty ? 'data' : 'object',
          baseType:
            item.class_id === CLASS.DataProperty
              ? ((first(item.id, PROP.baseType) as BaseType | null) ?? 'string')
              : null,
          multiple: first(item.id, PROP.multiple) === 'true',
          domain: list(item.id, PROP.domain),
          range: list(item.id, PROP.range),
          constraints: first(item.id, PROP.constraints),
          defaultValue: first(item.id, PROP.defaultValue),
          formTab: first(item.id, PROP.formTab),
          write: parseWritePolicy(first(item.id, PROP.writePolicy)),
          column: COLUMN_PROPS.has(item.id),
        });
      }
    }
    return new OntologyModel(classes, properties, children, rows.items);
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
