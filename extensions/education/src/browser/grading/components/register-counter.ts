import { Services, type ExtensionContext } from '@ontobench/sdk';
import { TEACHES } from '../../contributions/area.ts';
import { AwaitingCounter } from './AwaitingCounter.tsx';

/** Puts the awaiting-marks counter into the top bar, for teachers only; undone when the area is disabled. */
export function registerAwaitingCounter(ctx: ExtensionContext): void {
  const slots = ctx.getService(Services.Slots);
  ctx.contribute(slots.appBar, { id: 'education.awaiting', component: AwaitingCounter, order: 20, when: TEACHES });
}
