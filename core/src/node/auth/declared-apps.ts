import { appProblems, DEFAULT_APP, type AppDeclaration } from '../../common/apps.ts';
import { Disposable } from '../../common/disposable.ts';

/** Where a warning goes (the server's logger): structured details, then the message. */
export type AppWarning = (details: Record<string, unknown>, message: string) => void;

interface Entry {
  readonly owner: string;
  readonly app: AppDeclaration;
}

/**
 * The apps point of the server (docs/extensions.md "Apps on the server"): the core's default app and
 * those of the started server extensions (`apps`). A user's stored app is
 * answered as stored when it is declared; an app nobody declares falls back to the default with a
 * warning; writing an undeclared app to a user is refused.
 */
export class DeclaredApps {
  private readonly entries: Entry[] = [];
  /** One warning per user and stored value: profiles are read at every request. */
  private readonly warned = new Set<string>();

  constructor(
    initial: readonly Entry[] = [],
    private readonly warn: AppWarning = () => undefined,
  ) {
    for (const { owner, app } of initial) this.register(owner, app);
  }

  /** Declares an app; refused when its id is malformed or another owner declared it. Dispose to take it back. */
  register(owner: string, app: AppDeclaration): Disposable {
    const problems = appProblems(app);
    if (problems.length > 0) throw new Error(`${owner}: app refused: ${problems.join('; ')}`);
    const taken = this.entries.find((e) => e.app.id === app.id);
    if (taken) throw new Error(`${owner}: app refused: ${app.id} is already declared by ${taken.owner}`);
    const entry: Entry = { owner, app: { ...app } };
    this.entries.push(entry);
    return Disposable.create(() => {
      const at = this.entries.indexOf(entry);
      if (at >= 0) this.entries.splice(at, 1);
    });
  }

  /** Every declared app id, sorted. */
  ids(): string[] {
    return this.entries.map((e) => e.app.id).sort();
  }

  has(id: string): boolean {
    return this.entries.some((e) => e.app.id === id);
  }

  /** Whether the declared app `id` keeps its non-administrators on its own routes (`confinesUsers`). */
  confines(id: string): boolean {
    return this.entries.some((e) => e.app.id === id && e.app.confinesUsers === true);
  }

  /** A user's app from what is stored: itself when declared, else the default (and a warning, once). */
  appOf(stored: string | null, userId: string): string {
    if (stored === null || stored === '') return DEFAULT_APP.id;
    if (this.has(stored)) return stored;
    const key = JSON.stringify([userId, stored]);
    if (!this.warned.has(key)) {
      this.warned.add(key);
      this.warn(
        { userId, app: stored, declared: this.ids() },
        `user ${userId} has the app ${JSON.stringify(stored)}, which no area declares; ${DEFAULT_APP.id} is used`,
      );
    }
    return DEFAULT_APP.id;
  }

  /** Why `value` cannot be written as a user's app, or null when it is a declared app. */
  writeRefusal(value: unknown): string | null {
    if (typeof value === 'string' && this.has(value)) return null;
    return `${JSON.stringify(value)} is not a declared app (declared: ${this.ids().join(', ')})`;
  }
}

/** The apps a server starts with: the core's default alone; the areas' come with their extensions. */
export function coreDeclaredApps(warn?: AppWarning): DeclaredApps {
  return new DeclaredApps([{ owner: 'core', app: DEFAULT_APP }], warn);
}
