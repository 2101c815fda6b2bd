import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { RenderedSource } from '../../../common/reports/api.ts';

/** The sources that could not be run as the user (§8's text), each said once above the report. */
export function SourceProblems({ sources }: { sources: readonly RenderedSource[] }) {
  const { t } = useT();
  return (
    <>
      {sources
        .filter((s) => s.error !== undefined)
        .map((s) => (
          <MessageBar key={s.alias} intent="warning" data-testid="report-source-failed">
            <MessageBarBody>{t('reports.viewer.sourceFailed', { alias: s.alias, error: s.error })}</MessageBarBody>
          </MessageBar>
        ))}
    </>
  );
}
