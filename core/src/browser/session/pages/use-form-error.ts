import { useTranslation } from 'react-i18next';
import { serverMessageKey } from '../../../common/auth.ts';
import { NoResponseError, SignInFormError } from '../sign-in-api.ts';

/** The text a sign-in form shows for a failure: the server's words in the interface's language, or "no answer". */
export function useFormErrorText(): (error: unknown) => string {
  const { t } = useTranslation('shell');
  return (error) => {
    if (error instanceof SignInFormError) {
      const known = serverMessageKey(error.message);
      return known ? t(`session.server.${known.key}`, { seconds: known.seconds }) : error.message;
    }
    if (error instanceof NoResponseError) return t('session.error.network');
    return error instanceof Error ? error.message : String(error);
  };
}
