import type { Container } from 'inversify';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import type { Locale } from '../../services/locale-service.ts';

/**
 * Stores the chosen language on the signed-in user (spec shell §7: set_data updating the user's
 * language property with ru or en). The language is also remembered in the browser, so a refused
 * write changes nothing the user sees; it is logged for the console only.
 */
export async function saveUserLanguage(container: Container, locale: Locale): Promise<void> {
  if (!container.isBound(CORE_TOKENS.Session) || !container.isBound(CORE_TOKENS.Data)) return;
  const user = container.get(CORE_TOKENS.Session).user;
  if (!user) return;
  try {
    await container.get(CORE_TOKENS.Data).setData([{ op: 'upd', inst: user.id, prop: PROP.language, val: locale }]);
  } catch (error) {
    console.warn('The language could not be stored on the user', error);
  }
}
