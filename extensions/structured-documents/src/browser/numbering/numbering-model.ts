import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { NumberingSet } from '../../common/api.ts';
import type { NumberFormat } from '../../common/number-formats.ts';
import { checkNumberingSet, type NumberingProblem, type NumberingSetInput } from '../../common/numbering-input.ts';
import { MAX_LEVEL, levelLabel, type LevelNumbering } from '../../common/numbering.ts';
import type { NumberingApi } from './numbering-api.ts';

/** What the editor tells the user: §8 "Success message: 'Нумерация компонентов сохранена'" after a save. */
export interface NumberingNotices {
  saved(): void;
  failed(error: unknown): void;
}

const levelText = (level: number) => `${Array.from({ length: level }, (_, i) => `%${i + 1}`).join('.')}.`;

/**
 * The level numbering sets editor (domain.md §3 "Level numbering": name, level, number format, level
 * text): the sets, the one being edited as a draft checked by the same rules as the server
 * (`checkNumberingSet`), a preview of each level's label, save and delete.
 */
export class NumberingModel {
  sets: NumberingSet[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  /** The set being edited (its id; a new set has one already) and its draft. */
  editingId: string | null = null;
  draft: NumberingSetInput | null = null;
  /** Shown once the user tried to save a draft that does not pass. */
  shownProblem: NumberingProblem | null = null;
  busy = false;

  constructor(
    private readonly api: NumberingApi,
    private readonly notices: NumberingNotices,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    makeObservable(this, {
      sets: observableRef,
      status: observable,
      editingId: observable,
      draft: observable,
      shownProblem: observableRef,
      busy: observable,
      problem: computed,
      isNew: computed,
      previews: computed,
      load: action,
      edit: action,
      create: action,
      setName: action,
      setAlias: action,
      setFormat: action,
      setLevelText: action,
      addLevel: action,
      removeLevel: action,
      save: action,
      remove: action,
    });
  }

  /** Reads the sets; selects the first when none is being edited. */
  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const sets = await this.api.list();
      runInAction(() => {
        this.sets = sets;
        this.status = 'ready';
        if (this.editingId === null && sets[0]) this.edit(sets[0].id);
      });
    } catch (error) {
      runInAction(() => (this.status = 'failed'));
      this.notices.failed(error);
    }
  }

  /** Starts editing a saved set. */
  edit(id: string): void {
    const set = this.sets.find((s) => s.id === id);
    if (!set) return;
    this.editingId = id;
    this.draft = { name: set.name, alias: set.alias, levels: set.levels.map((l) => ({ ...l })) };
    this.shownProblem = null;
  }

  /** A new set: one decimal level `%1.`. */
  create(): void {
    this.editingId = this.newId();
    this.draft = { name: '', alias: '', levels: [{ level: 1, format: 'decimal', levelText: '%1.' }] };
    this.shownProblem = null;
  }

  get isNew(): boolean {
    return this.editingId !== null && !this.sets.some((s) => s.id === this.editingId);
  }

  /** What the server would refuse in the draft (the other sets' aliases are taken). */
  get problem(): NumberingProblem | null {
    if (!this.draft) return null;
    const taken = new Set(this.sets.filter((s) => s.id !== this.editingId).map((s) => s.alias.toLowerCase()));
    const checked = checkNumberingSet(this.draft, taken);
    return checked.ok ? null : checked.problem;
  }

  /** Each level's label as the first numbers give it: `1.`, `1.1.`, … in the draft's formats and texts. */
  get previews(): string[] {
    if (!this.draft) return [];
    const set = { alias: this.draft.alias, levels: this.draft.levels };
    return this.draft.levels.map((l) =>
      levelLabel(
        set,
        l.level,
        Array.from({ length: l.level + 1 }, () => 1),
      ),
    );
  }

  setName(name: string): void {
    if (this.draft) this.draft.name = name;
  }

  setAlias(alias: string): void {
    if (this.draft) this.draft.alias = alias;
  }

  setFormat(index: number, format: NumberFormat): void {
    const level = this.draft?.levels[index];
    if (level) level.format = format;
  }

  setLevelText(index: number, text: string): void {
    const level = this.draft?.levels[index];
    if (level) level.levelText = text;
  }

  /** A level below the last (at most nine), in the last one's format. */
  addLevel(): void {
    const levels = this.draft?.levels;
    if (!levels || levels.length >= MAX_LEVEL) return;
    const next: LevelNumbering = {
      level: levels.length + 1,
      format: levels[levels.length - 1]?.format ?? 'decimal',
      levelText: levelText(levels.length + 1),
    };
    levels.push(next);
  }

  /** Removes the last level (a set keeps at least one). */
  removeLevel(): void {
    if (this.draft && this.draft.levels.length > 1) this.draft.levels.pop();
  }

  /** Saves the draft; says §8's success message, or why not. */
  async save(): Promise<boolean> {
    if (!this.draft || !this.editingId || this.busy) return false;
    const problem = this.problem;
    if (problem) {
      this.shownProblem = problem;
      return false;
    }
    this.busy = true;
    const id = this.editingId;
    try {
      const saved = await this.api.save(id, this.draft);
      runInAction(() => {
        const others = this.sets.filter((s) => s.id !== id);
        this.sets = [...others, saved].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
        this.shownProblem = null;
        this.edit(id);
      });
      this.notices.saved();
      return true;
    } catch (error) {
      this.notices.failed(error);
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Deletes the set being edited (a new one is only dropped). */
  async remove(): Promise<void> {
    const id = this.editingId;
    if (!id || this.busy) return;
    if (this.isNew) {
      this.editingId = null;
      this.draft = null;
      return;
    }
    this.busy = true;
    try {
      await this.api.remove(id);
      runInAction(() => {
        this.sets = this.sets.filter((s) => s.id !== id);
        this.editingId = null;
        this.draft = null;
        if (this.sets[0]) this.edit(this.sets[0].id);
      });
    } catch (error) {
      this.notices.failed(error);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
