import { CLASS, COLUMN_PROPS, PROP } from '../../common/ontology/system-ontology.ts';
import type { BaseType } from '../../common/ontology/schema-types.ts';
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
  /** name, author, creation date and class live in ob_instance columns. */
  column: boolean;
}

export interface ClassInfo {
  id: string;
  name: string;
  parents: string[];
}

const META_CLASSES = [CLASS.Class, CLASS.DataProperty, CLASS.ObjectProperty];
const META_PROPS = [
  PROP.parentClass,
  PROP.baseType,
  PROP.multiple,
  PROP.domain,
  PROP.range,
  PROP.constraints,
  PROP.defaultValue,
  PROP.formTab,
];

/**
 * The classes and properties, read once and kept until a write touches them. Queries need a property's
 * type on every call; reading it from the store each time would double the work of every request.
 */
export class OntologyModel {
  private constructor(
    readonly classes: ReadonlyMap<string, ClassInfo>,
    readonly properties: ReadonlyMap<string, PropertyInfo>,
    private readonly children: ReadonlyMap<string, readonly string[]>,
  ) {}

  static async load(db: SqlExecutor): Promise<OntologyModel> {
    const items = await db.query<{ id: string; class_id: string; name: string }>(
      'select id, class_id, name from ob_instance where class_id = any($1::uuid[])',
      [META_CLASSES],
    );
    const values = await db.query<{ inst: string; prop: string; val: string | null; ref: string | null }>(
      `select v.inst, v.prop, v.val, v.ref from ob_value v join ob_instance i on i.id = v.inst
       where i.class_id = any($1::uuid[]) and v.prop = any($2::uuid[]) order by v.inst, v.prop, v.idx`,
      [META_CLASSES, META_PROPS],
    );
    const byInst = new Map<string, Map<string, (string | null)[]>>();
    for (const v of values.rows) {
      const props = byInst.get(v.inst) ?? new Map<string, (string | null)[]>();
      byInst.set(v.inst, props);
      props.set(v.prop, [...(props.get(v.prop) ?? []), v.ref ?? v.val]);
    }
    const list = (inst: string, prop: string) =>
      (byInst.get(inst)?.get(prop) ?? []).filter((x): x is string => x !== null);
    const first = (inst: string, prop: string) => list(inst, prop)[0] ?? null;

    const classes = new Map<string, ClassInfo>();
    const properties = new Map<string, PropertyInfo>();
    const children = new Map<string, string[]>();
    for (const item of items.rows) {
      if (item.class_id === CLASS.Class) {
        const parents = list(item.id, PROP.parentClass);
        classes.set(item.id, { id: item.id, name: item.name, parents });
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
          column: COLUMN_PROPS.has(item.id),
        });
      }
    }
    return new OntologyModel(classes, properties, children);
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

/** Keeps the current model; a write that touches classes or properties drops it, the next read reloads it. */
export class OntologyModelCache {
  private current: Promise<OntologyModel> | null = null;

  constructor(private readonly db: SqlExecutor) {}

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
  }
}

export const META_CLASS_IDS: ReadonlySet<string> = new Set(META_CLASSES);
