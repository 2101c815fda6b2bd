import { action, computed, makeObservable, observable } from 'mobx';
import { Disposable } from '../../common/disposable.ts';

/** A contribution as stored: the data plus the id of the extension that contributed it. */
export type Registered<T> = T & { readonly owner: string };

/**
 * A live, observable set of contributions. Registering returns a disposable that removes exactly
 * that entry, so an extension switched off at run time takes all its contributions with it.
 */
export class Registry<T extends { id: string }> {
  private readonly entries = observable.map<string, Registered<T>>({}, { deep: false });

  /**
   * Whether extensions add to it at run time, through `ctx.contribute` (the shell's slots: panels are
   * components, not data). Every other registry takes contributions only from manifests.
   */
  runtimeContributions = false;

  constructor(
    readonly name: string,
    private readonly order: (a: Registered<T>, b: Registered<T>) => number = () => 0,
    /** Throws when the item may not join the registry as it is (e.g. a duplicate route path, a foreign id). */
    private readonly check: (item: T, current: readonly Registered<T>[], owner: string) => void = () => {},
  ) {
    makeObservable<Registry<T>, 'add' | 'remove'>(this, { all: computed, add: action, remove: action });
  }

  /** Every entry, in the registry's order. Observable: readers re-render on change. */
  get all(): readonly Registered<T>[] {
    return [...this.entries.values()].sort(this.order);
  }

  get(id: string): Registered<T> | undefined {
    return this.entries.get(id);
  }

  register(item: T, owner: string): Disposable {
    if (this.entries.has(item.id)) {
      throw new Error(`${this.name}: "${item.id}" is already registered by ${this.entries.get(item.id)!.owner}`);
    }
    this.check(item, this.all, owner);
    const entry = Object.freeze({ ...item, owner }) as Registered<T>;
    this.add(entry);
    return Disposable.create(() => this.remove(entry));
  }

  private add(entry: Registered<T>): void {
    this.entries.set(entry.id, entry);
  }

  private remove(entry: Registered<T>): void {
    // Only remove the very entry registered, never a later one that reused the id.
    if (this.entries.get(entry.id) === entry) this.entries.delete(entry.id);
  }
}
