import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { DocumentClassEntry } from '../../common/api.ts';
import { withRequiredKinds } from '../../common/offered-kinds.ts';
import type { BuilderApi } from './builder-api.ts';

/**
 * The builder page's state (issue 16 item 8): the document classes, the one chosen, and its draft (name
 * and offered kinds) until saved. Checking a kind checks what it needs (common/offered-kinds.ts), and a
 * kind a checked one needs cannot be unchecked alone: the server completes the kinds by the same rule.
 */
export class BuilderModel {
  classes: DocumentClassEntry[] = [];
  selectedId: string | null = null;
  draftName = '';
  draftKinds: string[] = [];
  busy = false;

  /** `kinds`: every kind the builder offers (the document-component point's, the root left out), in order. */
  constructor(
    private readonly api: BuilderApi,
    readonly kinds: readonly string[],
  ) {
    makeObservable(this, {
      classes: observableRef,
      selectedId: observable,
      draftName: observable,
      draftKinds: observableRef,
      busy: observable,
      selected: computed,
      dirty: computed,
      setClasses: action,
      select: action,
      setName: action,
      toggle: action,
      setAll: action,
      setNone: action,
    });
  }

  get selected(): DocumentClassEntry | null {
    return this.classes.find((c) => c.id === this.selectedId) ?? null;
  }

  /** Whether the draft differs from the saved class. */
  get dirty(): boolean {
    const saved = this.selected;
    if (!saved) return false;
    return saved.name !== this.draftName.trim() || saved.offeredKinds.join() !== this.draftKinds.join();
  }

  /** The list as loaded; the selection stays when its class is still there, else the first is chosen. */
  setClasses(classes: DocumentClassEntry[]): void {
    this.classes = classes;
    const keep = classes.find((c) => c.id === this.selectedId);
    this.select(keep?.id ?? classes[0]?.id ?? null);
  }

  select(id: string | null): void {
    this.selectedId = id;
    const found = this.selected;
    this.draftName = found?.name ?? '';
    this.draftKinds = found ? this.ordered(found.offeredKinds) : [];
  }

  setName(name: string): void {
    this.draftName = name;
  }

  isChecked(kind: string): boolean {
    return this.draftKinds.includes(kind);
  }

  /** Whether another checked kind needs this one (then it stays checked). */
  isRequired(kind: string): boolean {
    return withRequiredKinds(this.draftKinds.filter((k) => k !== kind)).includes(kind);
  }

  toggle(kind: string): void {
    if (this.isChecked(kind)) {
      if (!this.isRequired(kind)) this.draftKinds = this.draftKinds.filter((k) => k !== kind);
    } else this.draftKinds = this.ordered([...this.draftKinds, kind]);
  }

  setAll(): void {
    this.draftKinds = [...this.kinds];
  }

  setNone(): void {
    this.draftKinds = [];
  }

  /** The kinds with what they need, in the builder's order. */
  private ordered(kinds: readonly string[]): string[] {
    return withRequiredKinds(kinds, this.kinds);
  }

  /** Loads the classes. */
  async load(signal?: AbortSignal): Promise<void> {
    const classes = await this.api.list(signal);
    runInAction(() => this.setClasses(classes));
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    runInAction(() => (this.busy = true));
    try {
      return await work();
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Saves the draft of the chosen class; the list then shows the server's answer. */
  async save(): Promise<void> {
    const id = this.selectedId;
    if (!id) return;
    const saved = await this.run(() =>
      this.api.change(id, { name: this.draftName.trim(), offeredKinds: this.draftKinds }),
    );
    runInAction(() => this.setClasses(this.classes.map((c) => (c.id === id ? saved : c))));
  }

  /** Creates a class offering nothing yet and chooses it. */
  async create(name: string): Promise<void> {
    const made = await this.run(() => this.api.create(name.trim(), []));
    runInAction(() => {
      this.classes = [...this.classes, made].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
      this.select(made.id);
    });
  }

  /** Deletes the chosen class (the server refuses while documents are of it). */
  async remove(): Promise<void> {
    const id = this.selectedId;
    if (!id) return;
    await this.run(() => this.api.remove(id));
    runInAction(() => this.setClasses(this.classes.filter((c) => c.id !== id)));
  }
}
