import { useEffect, useState } from 'react';
import { Button, Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { PROP, Services, filterLiteral, useService, useT } from '@ontobench/sdk';
import { DOC_CLASS, DOC_PROP } from '../../../common/schema.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface Values {
  code: string;
  annotation: string;
}

/**
 * The publication's code and its annotation as multi-line text (domain.md §3 "annotation (multi-line
 * text)"): the core's code property has no domain, so the generic form does not offer it, and the form
 * edits a text property on one line.
 */
export function PublicationFields({ publicationId, readonly }: { publicationId: string; readonly: boolean }) {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const notifications = useService(Services.Notifications);
  const [saved, setSaved] = useState<Values | null>(null);
  const [values, setValues] = useState<Values>({ code: '', annotation: '' });

  useEffect(() => {
    let live = true;
    data
      .getData({
        class: DOC_CLASS.Publication,
        filter: `[id] = ${filterLiteral(publicationId)}`,
        limit: 1,
        fields: [{ prop: PROP.code }, { prop: DOC_PROP.annotation }],
      })
      .then((reply) => {
        const text = (prop: string) => String(reply.rows.find((c) => c.prop === prop && !c.from)?.val ?? '');
        const loaded = { code: text(PROP.code), annotation: text(DOC_PROP.annotation) };
        if (live) {
          setSaved(loaded);
          setValues(loaded);
        }
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      live = false;
    };
  }, [data, publicationId]);

  const dirty = saved !== null && (saved.code !== values.code || saved.annotation !== values.annotation);
  const save = async () => {
    const value = (text: string) => (text.trim() === '' ? null : text);
    try {
      await data.setData([
        { op: 'upd', inst: publicationId, prop: PROP.code, val: value(values.code) },
        { op: 'upd', inst: publicationId, prop: DOC_PROP.annotation, val: value(values.annotation) },
      ]);
      setSaved(values);
    } catch (error) {
      console.error(error);
      notifications.show({ text: t('publications.links.forbidden') });
    }
  };

  return (
    <div className={styles.root}>
      <Field label={t('publications.form.code')}>
        <Input
          value={values.code}
          readOnly={readonly}
          onChange={(_, d) => setValues((v) => ({ ...v, code: d.value }))}
          data-testid="publication-code"
        />
      </Field>
      <Field label={t('publications.form.annotation')}>
        <Textarea
          value={values.annotation}
          readOnly={readonly}
          resize="vertical"
          rows={4}
          onChange={(_, d) => setValues((v) => ({ ...v, annotation: d.value }))}
          data-testid="publication-annotation"
        />
      </Field>
      {!readonly && (
        <div className={styles.actions}>
          <Button appearance="primary" disabled={!dirty} onClick={() => void save()}>
            {t('publications.form.save')}
          </Button>
          <Button disabled={!dirty} onClick={() => saved && setValues(saved)}>
            {t('publications.form.revert')}
          </Button>
        </div>
      )}
    </div>
  );
}
