import { Spinner } from '@fluentui/react-components';
import { useT } from '../use-t.ts';

/** A small spinner named «Загрузка…» (a progress bar needs a name: axe's aria-progressbar-name). */
export function LoadingSpinner() {
  const { t } = useT();
  return <Spinner size="tiny" aria-label={t('app.loading')} />;
}
