import { Caption1, MessageBar, MessageBarBody, Spinner, Subtitle2 } from '@fluentui/react-components';
import { Services, useService, useT } from '@ontobench/sdk';
import { useEffect, useState } from 'react';
import { loadAxioms } from '../api.ts';

/**
 * The ontology's axioms, read-only (issue 14 item 6): the statements of an imported file the editor has
 * no place for, as the Turtle they are stored and exported as. Self-contained (it loads them itself), to
 * sit on the ontology's card or page.
 */
export function OntologyAxioms({ ontologyId }: { ontologyId: string }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [text, setText] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setText(undefined);
    loadAxioms(http, ontologyId).then(
      (axioms) => live && setText(axioms),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [http, ontologyId]);

  return (
    <section aria-label={t('exchange.axioms.title')} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Subtitle2 as="h3">{t('exchange.axioms.title')}</Subtitle2>
      <Caption1>{t('exchange.axioms.hint')}</Caption1>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {text === undefined && !error && <Spinner size="tiny" />}
      {text === null && <Caption1>{t('exchange.axioms.none')}</Caption1>}
      {text && (
        <pre tabIndex={0} style={{ margin: 0, maxHeight: 400, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap' }}>
          {text}
        </pre>
      )}
    </section>
  );
}
