import { useLocation } from 'wouter';
import { useService } from '../../ui/kernel-context.tsx';
import { useCurrentRoute } from '../app-bar/use-current-route.ts';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import { availableManuals, type ManualContribution } from './shell-slots.ts';

/** The manuals listed on the current path and route (read inside an observer: the slot is live). */
export function useAvailableManuals(): ManualContribution[] {
  const manuals = useService(CHROME_TOKENS.Slots).manuals.all;
  const [location] = useLocation();
  const routeId = useCurrentRoute()?.route.id ?? null;
  return availableManuals(manuals, location, routeId);
}
