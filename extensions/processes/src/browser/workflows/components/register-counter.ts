import { Services, type ExtensionContext } from '@ontobench/sdk';
import { ApprovalsCounter } from './ApprovalsCounter.tsx';

/** Puts the approvals counter into the top bar (shell.md §8); undone when the area is disabled. */
export function registerApprovalsCounter(ctx: ExtensionContext): void {
  const slots = ctx.getService(Services.Slots);
  ctx.contribute(slots.appBar, { id: 'processes.approvals', component: ApprovalsCounter, order: 10 });
}
