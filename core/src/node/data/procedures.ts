import type { Viewer } from './access.ts';
import type { SqlStore } from '../store/sql-store.ts';

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
    if (!/^[a-zA-Z][\w.-]{0,99}$/.test(name)) throw new Error(`Procedure name "${name}" is not valid`);
    const existing = this.procedures.get(name);
    if (existing) throw new Error(`Procedure "${name}" is already registered by ${existing.owner}`);
    this.procedures.set(name, { owner, run });
  }

  get(name: string): Procedure | undefined {
    return this.procedures.get(name)?.run;
  }
}
