import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Timers } from 'bpmn-elements';
import { Engine } from 'bpmn-engine';
import type { InstanceState, TaskResult } from '../../common/workflows/api.ts';
import type { ElementInfo } from './elements.ts';
import { resolve, resolveTemplate } from './expressions.ts';
import type { Runtime } from './runtime.ts';

/** A user task the run opened: written with the save that records it. */
export interface OpenedTask {
  id: string;
  elementId: string;
  name: string;
  assignee?: string;
  role?: string;
  viewId?: string;
}

/** What a run needs from outside: the store, the procedures. */
export interface RunDeps {
  /** Writes the runtime (its JSON as of one moment), the state and the tasks opened since the last save. */
  save(runtime: string, state: InstanceState, opened: OpenedTask[], timedOut: string[]): Promise<void>;
  /** A task's completion, or null while it is in progress. */
  completion(taskId: string): Promise<{ result: TaskResult; comment: string; by: string } | null>;
  /** A service task's call of a registered procedure, as the instance's author. */
  call(procedure: string, payload: unknown): Promise<unknown>;
}

/** How the run stopped: at a wait (a user task, a durable timer), at the end, or failed. */
export interface RunOutcome {
  state: InstanceState;
  /** The earliest durable timer the instance waits for: a job moves it on then. */
  wakeAt: Date | null;
  opened: OpenedTask[];
}

/** Timers this short run in the process; longer ones become durable jobs (docs/processes.md "Timers"). */
const SHORT_MS = 50;
/** How long a run must stay quiet (nothing executing, nothing pending) to be taken as waiting. */
const QUIET_MS = 30;

const now = () => new Date().toISOString();
const isTerminal = (state: InstanceState) => state === 'completed' || state === 'failed' || state === 'canceled';

/**
 * Runs an instance with bpmn-engine from its saved runtime until it waits or ends (docs/processes.md "The
 * engine"): a fresh `execute`, or `recover` + `resume` of the saved state. After every activity's end, wait
 * or timer, the engine's state and the history as of that moment are saved (saves run one after another;
 * one asked while another runs writes the newest moment). A resumed run re-emits the steps it was in: the
 * history is keyed by execution id, so a step is recorded once whatever the crashes.
 */
export async function runInstance(
  xml: string,
  elements: Map<string, ElementInfo>,
  runtime: Runtime,
  deps: RunDeps,
): Promise<RunOutcome> {
  const vars = runtime.variables;
  let pending = 0;
  let state: InstanceState = 'running';
  const durable = new Set<number>();
  const opened: OpenedTask[] = [];
  const unsaved: OpenedTask[] = [];
  /** Waits this run signaled; a user task that leaves without one was interrupted (a boundary timer). */
  const signaled = new Set<string>();
  const timedOut: string[] = [];
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending++;
    return work.finally(() => pending--);
  };

  const timers = new Timers({
    setTimeout: (callback: () => void, delay: number) => {
      if (delay > SHORT_MS) {
        const due = Date.now() + delay;
        durable.add(due);
        return { durable: due };
      }
      pending++;
      return {
        short: setTimeout(
          () => {
            pending--;
            callback();
          },
          Math.max(0, delay),
        ),
      };
    },
    clearTimeout: (ref: { durable?: number; short?: NodeJS.Timeout } | undefined) => {
      if (ref?.durable !== undefined) durable.delete(ref.durable);
      else if (ref?.short) {
        clearTimeout(ref.short);
        pending--;
      }
    },
  } as never);
  const expressions = { resolveExpression: (expression: unknown) => resolve(expression, vars) };
  const extensions: Record<string, never> = {
    procedures: ((activity: { id: string; type: string; behaviour: Record<string, unknown> }) => {
      const info = elements.get(activity.id);
      if (activity.type !== 'bpmn:ServiceTask' && activity.type !== 'bpmn:SendTask') return;
      activity.behaviour.Service = function ProcedureService() {
        return {
          execute(_message: unknown, callback: (error: Error | null, result?: unknown) => void) {
            void track(
              (async () => {
                const payload = resolveTemplate(info?.payload ?? {}, vars);
                const result = await deps.call(info?.procedure ?? '', payload);
                if (info?.resultVariable) vars[info.resultVariable] = result;
                return result;
              })(),
            ).then(
              (result) => callback(null, result),
              (error: Error) => callback(error),
            );
          },
        };
      };
    }) as never,
  };

  const engine = new Engine({
    name: 'instance',
    timers,
    expressions,
    extensions,
    ...(runtime.engine ? {} : { source: xml }),
  });
  if (runtime.engine) engine.recover(JSON.parse(JSON.stringify(runtime.engine)));

  // Saves: one at a time; the snapshot is taken when the save starts, so it is the newest moment.
  let dirty = false;
  let saving: Promise<void> | null = null;
  let saveError: unknown = null;
  const snapshot = (): string => {
    runtime.engine = engine.execution?.getState() ?? runtime.engine;
    runtime.seq += 1;
    return JSON.stringify(runtime);
  };
  const requestSave = () => {
    dirty = true;
    saving ??= (async () => {
      try {
        while (dirty && !saveError) {
          dirty = false;
          const tasks = unsaved.splice(0);
          await deps.save(snapshot(), state, tasks, timedOut.splice(0));
        }
      } catch (error) {
        saveError = error;
      } finally {
        saving = null;
      }
    })();
  };

  const stepOf = (executionId: string) => runtime.history.find((s) => s.executionId === executionId);
  const listener = new EventEmitter();
  type Api = { id: string; type: string; executionId: string; signal(message: unknown): void };
  listener.on('activity.start', (api: Api) => {
    if (stepOf(api.executionId)) return;
    const name = elements.get(api.id)?.name ?? api.id;
    runtime.history.push({
      executionId: api.executionId,
      elementId: api.id,
      name,
      type: api.type,
      startedAt: now(),
      endedAt: null,
    });
  });
  listener.on('activity.end', (api: Api) => {
    const step = stepOf(api.executionId);
    if (step && !step.endedAt) step.endedAt = now();
    requestSave();
  });
  listener.on('activity.timer', () => requestSave());
  listener.on('activity.leave', (api: Api) => {
    const taskId = runtime.tasks[api.executionId];
    if (api.type !== 'bpmn:UserTask' || !taskId || signaled.has(api.executionId)) return;
    timedOut.push(taskId);
    requestSave();
  });
  listener.on('activity.wait', (api: Api) => {
    if (api.type !== 'bpmn:UserTask') return;
    const taskId = runtime.tasks[api.executionId];
    if (!taskId) {
      const info = elements.get(api.id);
      const task: OpenedTask = { id: randomUUID(), elementId: api.id, name: info?.name ?? api.id };
      if (info?.assignee) task.assignee = info.assignee;
      if (info?.role) task.role = info.role;
      if (info?.viewId) task.viewId = info.viewId;
      runtime.tasks[api.executionId] = task.id;
      opened.push(task);
      unsaved.push(task);
      requestSave();
      return;
    }
    void track(deps.completion(taskId)).then((done) => {
      if (!done) return;
      Object.assign(vars, { result: done.result, comment: done.comment, [api.id]: done });
      const step = stepOf(api.executionId);
      if (step) step.note = done.result;
      signaled.add(api.executionId);
      api.signal(done);
    });
  });
  engine.on('end', () => {
    state = 'completed';
  });
  engine.on('error', (error: Error) => {
    state = 'failed';
    const step = runtime.history.findLast((s) => !s.endedAt);
    if (step) step.note = error.message;
  });

  if (runtime.engine) await engine.resume({ listener });
  else await engine.execute({ listener, variables: {} });

  // Until it waits or ends: nothing executing, nothing pending, for a quiet moment.
  let quietSince = 0;
  for (;;) {
    await new Promise((r) => setTimeout(r, 10));
    if (saveError) break;
    const busy = pending > 0 || saving !== null || (!isTerminal(state) && engine.activityStatus === 'executing');
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS || isTerminal(state)) break;
  }
  if (!isTerminal(state)) state = 'waiting';
  const wakeAt = durable.size > 0 ? new Date(Math.min(...durable)) : null;
  if (!saveError) {
    requestSave();
    await saving;
  }
  // Stops its timers and listeners (an ended engine has nothing to stop, and its stop never settles).
  if (!isTerminal(state)) await engine.stop().catch(() => undefined);
  if (saveError) throw saveError;
  return { state, wakeAt, opened };
}
