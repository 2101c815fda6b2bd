import type { Viewer } from './access.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { runCapturingConsole } from './procedure-console.ts';

/** What a procedure receives besides its payload. */
export interface ProcedureContext {
  user: Viewer;
  store: SqlStore;
}

export type Procedure = (payload: unknown, ctx: ProcedureContext) => unknown;

/** Procedures run by `POST execute {procedure, payload}`; server extensions contribute them by name. */
export class ProcedureRegistry {
  private readonly procedures = new Map<string, { owner: string; run: Procedure }>();

  register(name: string, owner: string, run: Procedure): void {
    if (!PROCEDURE_NAME.test(name)) throw new Error(`Procedure name "${name}" is not valid`);
    const existing = this.procedures.get(name);
    if (existing) throw new Error(`Procedure "${name}" is already registered by ${existing.owner}`);
    this.procedures.set(name, { owner, run });
  }

  /**
   * The procedure to run (`POST execute`, `ctx.procedures.run`): its console output is captured for the
   * user it runs for (procedure-console.ts, the user-code console).
   */
  get(name: string): Procedure | undefined {
    const run = this.procedures.get(name)?.run;
    return run && ((payload, ctx) => runCapturingConsole(ctx.user.id, name, () => run(payload, ctx)));
  }

  /** Who offers the procedure, or undefined. */
  ownerOf(name: string): string | undefined {
    return this.procedures.get(name)?.owner;
  }
}

/** A letter, then up to 99 letters, digits, `_`, `.` or `-` (`ontology.explore.term`). */
export const PROCEDURE_NAME = /^[a-zA-Z][\w.-]{0,99}$/;
