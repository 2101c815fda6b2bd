/**
 * Services between server extensions, by token (rule 4 of the house: tokens are names, so a plugin's
 * own copy of a type can never break a lookup). A token is a string or a `Symbol.for(name)`.
 */
export type ServiceKey = string | symbol;

declare const serviceType: unique symbol;
/** A typed token: `Symbol.for(name)` that remembers the service's type for `get`. */
export type ServiceToken<T> = symbol & { readonly [serviceType]?: T };

/** `serviceToken<Glossary>('glossary.Glossary')` is `Symbol.for('glossary.Glossary')`, typed. */
export function serviceToken<T>(name: string): ServiceToken<T> {
  return Symbol.for(name) as ServiceToken<T>;
}

export function tokenName(key: ServiceKey): string {
  return typeof key === 'symbol' ? (key.description ?? key.toString()) : key;
}

/** What an extension sees of the others' services. */
export interface ExtensionServices {
  /** A service it declared in `requires` (its provider started before it). */
  get<T>(token: ServiceToken<T>): T;
  get<T = unknown>(token: ServiceKey): T;
  /** A service it declared in `optional`, or undefined when no started extension provides it. */
  optional<T>(token: ServiceToken<T>): T | undefined;
  optional<T = unknown>(token: ServiceKey): T | undefined;
}

/** The services provided so far, and by whom. */
export class ServiceRegistry {
  private readonly entries = new Map<ServiceKey, { owner: string; service: unknown }>();

  has(key: ServiceKey): boolean {
    return this.entries.has(key);
  }

  provide(owner: string, key: ServiceKey, service: unknown): void {
    const existing = this.entries.get(key);
    if (existing) throw new Error(`service ${tokenName(key)} is already provided by ${existing.owner}`);
    this.entries.set(key, { owner, service });
  }

  /** Removes what an extension provided (it failed after providing, or it stopped). */
  withdraw(owner: string): void {
    for (const [key, entry] of this.entries) if (entry.owner === owner) this.entries.delete(key);
  }

  /** The view of one extension: only the tokens it declared, so a forgotten declaration fails loudly. */
  viewFor(extension: {
    id: string;
    requires?: readonly ServiceKey[];
    optional?: readonly ServiceKey[];
  }): ExtensionServices {
    const required = new Set(extension.requires ?? []);
    const optional = new Set(extension.optional ?? []);
    const entries = this.entries;
    return {
      get(key: ServiceKey) {
        if (!required.has(key)) throw new Error(`${extension.id}: ${tokenName(key)} is not in its requires`);
        const entry = entries.get(key);
        if (!entry) throw new Error(`${extension.id}: required service ${tokenName(key)} is not provided`);
        return entry.service as never;
      },
      optional(key: ServiceKey) {
        if (!optional.has(key) && !required.has(key))
          throw new Error(`${extension.id}: ${tokenName(key)} is not in its optional services`);
        return entries.get(key)?.service as never;
      },
    };
  }
}
