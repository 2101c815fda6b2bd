import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';

/** Whether the signed-in user is an administrator (false while no session service is bound). */
export function useIsAdmin(): boolean {
  const container = useService(CORE_TOKENS.Container);
  return container.isBound(CORE_TOKENS.Session) && container.get(CORE_TOKENS.Session).isAdmin;
}
