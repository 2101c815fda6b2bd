import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';

/** The console levels a procedure's output is kept at (`console.debug` counts as log). */
export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error';

/** One line a procedure wrote to the console while it ran for a user (`POST execute`, `ctx.procedures.run`). */
export interface ProcedureConsoleLine {
  userId: string;
  procedure: string;
  level: ConsoleLevel;
  /** ISO 8601 with milliseconds. */
  time: string;
  /** The console call's arguments formatted as Node formats them; at most 4,000 characters. */
  message: string;
}

export type ProcedureConsoleListener = (line: ProcedureConsoleLine) => void;

const MAX_MESSAGE = 4000;
const running = new AsyncLocalStorage<{ userId: string; procedure: string }>();
const listeners = new Set<ProcedureConsoleListener>();
let patched = false;

/**
 * Captures what procedures write to the console, per user (issue 21 item 8, the user-code console): each
 * run is an async context (AsyncLocalStorage) naming its user and procedure, and `console.log/info/warn/
 * error/debug` — patched once, still printing as before — hand a line to the listeners when called
 * inside one. Output of everything else (the server's own logging) is not captured.
 */
export function runCapturingConsole<T>(userId: string, procedure: string, run: () => T): T {
  patchConsole();
  return running.run({ userId, procedure }, run);
}

/** Hears every captured line; the returned function stops it. A listener's throw is ignored. */
export function onProcedureConsole(listener: ProcedureConsoleListener): () => void {
  patchConsole();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function patchConsole(): void {
  if (patched) return;
  patched = true;
  const levels: [keyof Console & ('log' | 'info' | 'warn' | 'error' | 'debug'), ConsoleLevel][] = [
    ['log', 'log'],
    ['debug', 'log'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
  ];
  // The console is patched on purpose here (it is what this module captures): the only place that does.
  const target: Record<string, (...args: unknown[]) => void> = console as never;
  for (const [method, level] of levels) {
    const original = target[method]!.bind(console);
    target[method] = (...args: unknown[]) => {
      original(...args);
      const at = running.getStore();
      if (!at || listeners.size === 0) return;
      const line: ProcedureConsoleLine = {
        userId: at.userId,
        procedure: at.procedure,
        level,
        time: new Date().toISOString(),
        message: format(...args).slice(0, MAX_MESSAGE),
      };
      // Outside the procedure's context, so a listener's own work (a write) is not captured again.
      running.exit(() => {
        for (const listener of [...listeners]) {
          try {
            listener(line);
          } catch {
            // A listener's failure is its own business.
          }
        }
      });
    };
  }
}
