import type { FormalContext } from './context.ts';

/** A property chosen for a context: its name, whether it is an object property, and its base type. */
export interface ScaledProperty {
  id: string;
  name: string;
  kind: 'data' | 'object';
  baseType?: string;
}

/** An individual of the source class with the values of the chosen properties (by property id). */
export interface ScaledObject {
  id: string;
  name: string;
  values: ReadonlyMap<string, readonly { val: unknown; cap: string | null }[]>;
}

/** The context built from the store, with the ids of its objects. */
export interface StoreContext extends FormalContext {
  objectIds: string[];
}

const numberOf = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null);

/** Attributes of one property: numbers by value, texts in Russian alphabetical order. */
function compareValues(a: string, b: string): number {
  const [x, y] = [numberOf(a), numberOf(b)];
  if (x !== null && y !== null) return x - y;
  return a.localeCompare(b, 'ru');
}

/** The attribute a value gives, or none (a false boolean, an empty value). */
function attributeOf(property: ScaledProperty, value: { val: unknown; cap: string | null }) {
  if (value.val === null || value.val === undefined || value.val === '') return null;
  if (property.kind === 'object')
    return { key: String(value.val), label: `${property.name}: ${value.cap ?? String(value.val)}` };
  if (property.baseType === 'boolean' || typeof value.val === 'boolean') {
    const yes = value.val === true || value.val === 'true';
    return yes ? { key: 'true', label: property.name } : null;
  }
  const text = String(value.val);
  return { key: text, label: `${property.name} = ${text}`, text };
}

/**
 * The formal context of a class's individuals and chosen properties (nominal scaling): a data value
 * becomes the attribute `Property = value`, a true boolean the attribute `Property`, an object value the
 * attribute `Property: Target name`. Attributes come by property in the order chosen, then by value
 * (numbers by value, texts alphabetically); objects in the order given.
 */
export function scaleContext(objects: readonly ScaledObject[], properties: readonly ScaledProperty[]): StoreContext {
  const attributes: { key: string; label: string; sort: string }[] = [];
  const seen = new Set<string>();
  const has = objects.map(() => new Set<string>());
  for (const property of properties) {
    const own: { key: string; label: string; sort: string }[] = [];
    objects.forEach((object, g) => {
      for (const value of object.values.get(property.id) ?? []) {
        const found = attributeOf(property, value);
        if (!found) continue;
        const key = `${property.id}\u0000${found.key}`;
        has[g]!.add(key);
        if (seen.has(key)) continue;
        seen.add(key);
        own.push({ key, label: found.label, sort: found.text ?? found.label });
      }
    });
    attributes.push(...own.sort((a, b) => compareValues(a.sort, b.sort)));
  }
  return {
    objects: objects.map((o) => o.name),
    objectIds: objects.map((o) => o.id),
    attributes: attributes.map((a) => a.label),
    incidence: has.map((set) => attributes.map((a) => set.has(a.key))),
  };
}
