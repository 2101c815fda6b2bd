import { Button } from '@fluentui/react-components';
import { DocumentArrowDownRegular, PrintRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { LazyTooltip } from '../../ui/lazy/LazyTooltip.tsx';
import { downloadWord } from './word-export.ts';

/** Word download and print, on routes flagged printable (shell §2). */
export const PrintButtons = observer(function PrintButtons({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const title = useService(CORE_TOKENS.Title);
  const content = () => document.getElementById('content');
  return (
    <>
      <LazyTooltip content={t('chrome.print.word')} relationship="label">
        <Button
          appearance="transparent"
          className={className}
          icon={<DocumentArrowDownRegular />}
          data-testid="word-download"
          onClick={() => {
            const element = content();
            if (element) downloadWord(element, title.pageTitle ?? title.documentTitle);
          }}
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
