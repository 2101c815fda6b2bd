import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useT, type DocumentComponentProps } from '@ontobench/sdk';
import { externalUrlOf, EXTERNAL_URL } from '../../../common/render/external.ts';
import { useFormStyles } from './styles.ts';

const SCHEMES = 'http:// https://';

/**
 * External content's address (domain.md §3 "external content"): http(s) only, the same check the render
 * applies; an empty field clears it. What is typed stays in the field while it is refused.
 */
export default function ExternalContentEditor(props: DocumentComponentProps) {
  const { t } = useT();
  const styles = useFormStyles();
  const stored = typeof props.settings?.[EXTERNAL_URL] === 'string' ? (props.settings[EXTERNAL_URL] as string) : '';
  const [text, setText] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const change = (value: string) => {
    setText(value);
    const url = value.trim();
    const fits = url === '' || externalUrlOf({ [EXTERNAL_URL]: url }) !== null;
    setInvalid(!fits);
    if (fits) props.onChange?.({ settings: { ...props.settings, [EXTERNAL_URL]: url } });
  };
  return (
    <div className={styles.root} data-testid="sdoc-kind-editor-externalContent">
      <Field
        label={t('kindEditors.external.url')}
        hint={t('kindEditors.external.urlHint', { schemes: SCHEMES })}
        validationMessage={invalid ? t('kindEditors.external.urlInvalid', { schemes: SCHEMES }) : undefined}
        validationState={invalid ? 'error' : 'none'}
      >
        <Input
          type="url"
          value={text ?? stored}
          disabled={props.readOnly}
          onChange={(_, d) => change(d.value)}
          data-testid="sdoc-setting-url"
        />
      </Field>
    </div>
  );
}
