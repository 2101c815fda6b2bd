import { useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { mergeClasses } from '@fluentui/react-components';
import { DocumentComponentView, Services, useService } from '@ontobench/sdk';
import { observer } from 'mobx-react-lite';
import { OWN_EXTENSION_ID, pluginSlots, type PluginSlot } from '../plugin-kinds.ts';
import { useMermaid } from '../../render/use-mermaid.ts';
import { useDocumentStyles } from './document-styles.ts';

/**
 * A structured document's HTML (the server's render, every text escaped there) in the reader's styles.
 * Links to headings (the table of contents) scroll to them; elements of kinds other extensions contribute
 * (`data-kind`) are rendered by those kinds' renderers, mounted in place.
 */
export const RenderedDocument = observer(function RenderedDocument(props: { html: string; testId?: string }) {
  const styles = useDocumentStyles();
  const contributions = useService(Services.Contributions);
  const ref = useRef<HTMLDivElement>(null);
  const kindKey = contributions.documentComponents.all
    .filter((k) => k.owner !== OWN_EXTENSION_ID)
    .map((k) => k.id)
    .join(' ');
  const [slots, setSlots] = useState<PluginSlot[]>([]);
  const html = useMemo(() => ({ __html: props.html }), [props.html]);
  useMermaid(ref, props.html);

  useLayoutEffect(() => {
    if (ref.current) setSlots(pluginSlots(ref.current, new Set(kindKey.split(' ').filter(Boolean))));
  }, [html, kindKey]);

  const onClick = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest('a[href^="#"]');
    if (!link || !ref.current) return;
    const id = decodeURIComponent(link.getAttribute('href')!.slice(1));
    const target = ref.current.querySelector(`[id="${CSS.escape(id)}"]`);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      {/* A click on a link inside (the table of contents): the keys work on the links themselves. */}
      <div
        ref={ref}
        className={mergeClasses(styles.page, 'sdoc-rendered')}
        data-testid={props.testId ?? 'sdoc-rendered'}
        onClick={onClick}
        dangerouslySetInnerHTML={html}
      />
      {slots.map((slot) =>
        // The kind's renderer as its own extension's UI: its texts, its error boundary (a failing plugin
        // kind leaves only its element empty), loaded on first use.
        createPortal(
          <DocumentComponentView kind={slot.kind} part="renderer" {...slot.props} />,
          slot.target,
          `${slot.kind}:${slot.props.elementId}`,
        ),
      )}
    </>
  );
});
