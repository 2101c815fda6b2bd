import { useTranslation } from 'react-i18next';
import { NoResponseError, SignInFormError } from '../sign-in-api.ts';

/** The text a sign-in form shows for a failure: the server's own words, or "no answer". */
export function useFormErrorText(): (error: unknown) => string {
  const { t } = useTranslation('shell');
  return (error) => {
    if (error instanceof SignInFormError) return error.message;
    if (error instanceof NoResponseError) return t('session.error.network');
    return error instanceof Error ? error.message : String(error);
  };
}
