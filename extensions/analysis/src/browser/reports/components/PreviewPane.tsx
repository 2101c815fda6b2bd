import { useEffect, useRef, useState } from 'react';
import { MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { reaction } from 'mobx';
import { Services, useErrorText, useService, useT } from '@ontobench/sdk';
import type { RenderReply } from '../../../common/reports/api.ts';
import { renderPreview } from '../api.ts';
import type { ReportDesignerModel } from '../model/designer-model.ts';
import { ReportHtml } from './ReportHtml.tsx';
import { SourceProblems } from './SourceProblems.tsx';

/** How long the template rests before the preview is rendered again. */
export const PREVIEW_DELAY_MS = 600;

const useStyles = makeStyles({
  root: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    minHeight: '8em',
    overflow: 'auto',
  },
});

type State =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; reply: RenderReply } | { kind: 'failed'; text: string };

/**
 * The designer's live preview (issue 18 item 3): the unsaved report rendered by the server
 * (`report-preview`) after the template rests PREVIEW_DELAY_MS; a template that does not parse shows
 * nothing new (the designer says where it goes wrong), an earlier request still running is dropped.
 */
export function PreviewPane({ model }: { model: ReportDesignerModel }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const errorText = useErrorText();
  const [state, setState] = useState<State>({ kind: 'idle' });
  // The effect outlives renders; it reads the newest helpers through a ref rather than restarting.
  const helpers = useRef({ t, errorText });
  helpers.current = { t, errorText };

  useEffect(() => {
    let abort: AbortController | null = null;
    const dispose = reaction(
      () => (model.templateProblem ? null : JSON.stringify([model.input.name, model.template, model.previewSources])),
      (key) => {
        abort?.abort();
        if (key === null) return;
        if (model.template.trim() === '') return setState({ kind: 'idle' });
        const controller = new AbortController();
        abort = controller;
        setState({ kind: 'loading' });
        const request = {
          name: model.input.name,
          annotation: model.annotation,
          template: model.template,
          sources: model.previewSources,
        };
        renderPreview(http, request, controller.signal).then(
          (reply) => !controller.signal.aborted && setState({ kind: 'ready', reply }),
          async (error: unknown) => {
            if (controller.signal.aborted) return;
            const { t: tr, errorText: say } = helpers.current;
            setState({ kind: 'failed', text: (await say(error, tr('reports.designer.previewFailed'))).text });
          },
        );
      },
      { delay: PREVIEW_DELAY_MS, fireImmediately: true },
    );
    return () => {
      dispose();
      abort?.abort();
    };
  }, [model, http]);

  return (
    <section aria-label={t('reports.designer.preview')} aria-live="polite">
      <h3>{t('reports.designer.preview')}</h3>
      <div className={styles.root} data-testid="report-preview">
        {state.kind === 'idle' && <p>{t('reports.designer.previewEmpty')}</p>}
        {state.kind === 'loading' && <Spinner size="small" label={t('reports.designer.previewLoading')} />}
        {state.kind === 'failed' && (
          <MessageBar intent="error" data-testid="report-preview-failed">
            <MessageBarBody>{state.text}</MessageBarBody>
          </MessageBar>
        )}
        {state.kind === 'ready' && (
          <>
            <SourceProblems sources={state.reply.sources} />
            <ReportHtml html={state.reply.html} testId="report-preview-html" />
          </>
        )}
      </div>
    </section>
  );
}
