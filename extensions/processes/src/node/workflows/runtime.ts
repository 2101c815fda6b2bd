import { joinContent, splitContent } from '@ontobench/sdk/common';
import type { UserContext } from '@ontobench/sdk/node';
import type { InstanceStep } from '../../common/workflows/api.ts';

/**
 * What an instance's run keeps between steps (the property `runtime`, written after every step in one
 * transaction with the tasks it opened): the engine's state and what the pages show. docs/processes.md
 * "The engine".
 */
export interface Runtime {
  /** bpmn-engine's `getState()`; null before the first step. */
  engine: unknown;
  /** Saves so far. */
  seq: number;
  /** The instance's variables: input vars, the object, task results, service results. */
  variables: Record<string, unknown>;
  /** One entry per activity run, keyed by the engine's execution id (a resumed run never repeats one). */
  history: (InstanceStep & { executionId: string })[];
  /** The user task objects opened, by the engine's execution id of the waiting task. */
  tasks: Record<string, string>;
  /** Who the instance runs as (its author), for the steps a job or another user's completion moves on. */
  runAs: UserContext;
}

export function newRuntime(runAs: UserContext, variables: Record<string, unknown>): Runtime {
  return { engine: null, seq: 0, variables, history: [], tasks: {}, runAs };
}

export const runtimeText = (runtime: Runtime): string[] => splitContent(JSON.stringify(runtime));

export function runtimeOf(pieces: readonly string[]): Runtime | null {
  if (pieces.length === 0) return null;
  return JSON.parse(joinContent(pieces)) as Runtime;
}

/** Elements running or waiting now, and those that ended (unique, in the order they ran). */
export function stepsOf(runtime: Runtime | null): { current: string[]; completed: string[] } {
  const current = new Set<string>();
  const completed = new Set<string>();
  for (const step of runtime?.history ?? []) (step.endedAt ? completed : current).add(step.elementId);
  return { current: [...current], completed: [...completed] };
}
