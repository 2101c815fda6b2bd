import { Button } from '@fluentui/react-components';
import { DocumentArrowDownRegular, PrintRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { LazyTooltip } from '../../ui/lazy/LazyTooltip.tsx';
import { useCurrentRoute } from '../app-bar/use-current-route.ts';

/** The export code loads on the first click: the app bar is on every page, the download rarely used. */
const wordExport = () => import('./word-export.ts');

/**
 * Word download and print, on routes flagged printable (shell §2). A route that names its own Word
 * file (`wordDownload`, e.g. a document's .docx) gets that file; any other the page's content as HTML.
 */
export const PrintButtons = observer(function PrintButtons({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const title = useService(CORE_TOKENS.Title);
  const http = useService(CORE_TOKENS.Http);
  const notifications = useService(CORE_TOKENS.Notifications);
  const match = useCurrentRoute();
  const content = () => document.getElementById('content');
  const download = async () => {
    const name = title.pageTitle ?? title.documentTitle;
    const path = match?.route.wordDownload?.(match.params);
    const { downloadServerWord, downloadWord } = await wordExport();
    if (path) return downloadServerWord(http, path, name);
    const element = content();
    if (element) downloadWord(element, name);
  };
  return (
    <>
      <LazyTooltip content={t('chrome.print.word')} relationship="label">
        <Button
          appearance="transparent"
          className={className}
          icon={<DocumentArrowDownRegular />}
          data-testid="word-download"
          onClick={() =>
            download().catch((error: unknown) =>
              notifications.reportError(error, { heading: t('chrome.print.wordFailed') }),
            )
          }
        />
      </LazyTooltip>
      <LazyTooltip content={t('chrome.print.print')} relationship="label">
        <Button
          appearance="transparent"
          className={className}
          icon={<PrintRegular />}
          data-testid="print"
          onClick={() => window.print()}
        />
      </LazyTooltip>
    </>
  );
});
