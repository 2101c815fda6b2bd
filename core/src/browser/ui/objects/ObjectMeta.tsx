import { useCallback, useEffect, useState } from 'react';
import { Dropdown, Field, Option, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { CLASS, PROP } from '../../../common/ontology/system-ontology.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';
import { translatedErrorText, useObjectsT } from './form-texts.ts';
import { AssignmentsPanel } from './AssignmentsPanel.tsx';
import { filterLiteral } from '../../../common/filter-literal.ts';
import type { SetDataOperation } from '../../../common/data-api.ts';
import { rowsFromReply } from './object-rows.ts';
import { ObjectPicker, type PickedObject } from './ObjectPicker.tsx';

const useStyles = makeStyles({
  meta: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  swatch: { display: 'inline-block', width: '10px', height: '10px', borderRadius: '50%', marginRight: '6px' },
  tags: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

interface Stage {
  id: string;
  name: string;
  color: string | null;
}

/**
 * Tags, life-cycle stage and assignments of one object (spec domain.md §1 well-known properties, §3 Tag
 * and Assignment, §4 assignment states). Tags and stage are values of PROP.tags and PROP.lifeCycleStage,
 * written with set_data at once; the assignments are their own panel.
 */
export interface ObjectMetaProps {
  classId: string;
  instId: string;
  readonly: boolean;
}

export function ObjectMeta(props: ObjectMetaProps) {
  const { t } = useObjectsT();
  const styles = useStyles();
  const data = useService(CORE_TOKENS.Data);
  const notifications = useService(CORE_TOKENS.Notifications);
  const [tags, setTags] = useState<PickedObject[]>([]);
  const [stage, setStage] = useState<string | null>(null);
  const [stages, setStages] = useState<Stage[]>([]);
  const [colors, setColors] = useState<Record<string, string>>({});

  const loadValues = useCallback(async () => {
    const reply = await data.getData({
      class: props.classId,
      filter: `[id] = ${filterLiteral(props.instId)}`,
      fields: [{ prop: PROP.tags }, { prop: PROP.lifeCycleStage }],
      limit: 1,
    });
    const row = rowsFromReply(reply)[0];
    setTags((row?.values[PROP.tags] ?? []).map((v) => ({ id: String(v.val), name: v.cap ?? String(v.val) })));
    setStage((row?.values[PROP.lifeCycleStage]?.[0]?.val as string | undefined) ?? null);
  }, [data, props.classId, props.instId]);

  useEffect(() => {
    // Failed loads of tags and life cycle are console only (domain.md §8).
    loadValues().catch((error: unknown) => console.warn('object meta: load failed', error));
    data
      .getData({ class: CLASS.LifeCycleStage, fields: [{ prop: PROP.color }], limit: 100 })
      .then((reply) =>
        setStages(
          rowsFromReply(reply).map((r) => ({
            id: r.id,
            name: r.name,
            color: (r.values[PROP.color]?.[0]?.val as string | undefined) ?? null,
          })),
        ),
      )
      .catch((error: unknown) => console.warn('object meta: stages failed', error));
    data
      .getData({ class: CLASS.Tag, fields: [{ prop: PROP.color }], limit: 500 })
      .then((reply) =>
        setColors(
          Object.fromEntries(
            rowsFromReply(reply).map((r) => [r.id, (r.values[PROP.color]?.[0]?.val as string | undefined) ?? '']),
          ),
        ),
      )
      .catch((error: unknown) => console.warn('object meta: tags failed', error));
  }, [data, loadValues]);

  const writeOps = async (ops: SetDataOperation[], failedKey: string) => {
    try {
      await data.setData(ops);
    } catch (error) {
      notifications.show({ text: translatedErrorText(t, error, t(failedKey)) });
    }
    await loadValues().catch(() => {});
  };
  const write = (prop: string, val: string | null, failedKey: string) =>
    writeOps([{ op: 'upd', inst: props.instId, prop, val }], failedKey);
  // One tag added or removed at a time: tags the user does not see stay on the object (domain.md §3 Tag).
  const addTag = (tag: PickedObject) => {
    setTags([...tags, tag]);
    void writeOps([{ op: 'add', inst: props.instId, prop: PROP.tags, val: tag.id }], 'objects.tags.failed');
  };
  const removeTag = (id: string) => {
    setTags(tags.filter((x) => x.id !== id));
    void writeOps([{ op: 'rem', inst: props.instId, prop: PROP.tags, val: id }], 'objects.tags.failed');
  };

  const current = stages.find((s) => s.id === stage);
  return (
    <section className={styles.meta} aria-label={t('objects.meta.title')} data-testid="object-meta">
      <Field label={t('objects.stage.label')}>
        <Dropdown
          disabled={props.readonly}
          value={current?.name ?? t('objects.stage.none')}
          selectedOptions={[stage ?? '']}
          onOptionSelect={(_, d) => {
            const next = d.optionValue || null;
            setStage(next);
            void write(PROP.lifeCycleStage, next, 'objects.stage.failed');
          }}
          data-testid="object-stage"
        >
          <Option value="" text={t('objects.stage.none')}>
            {t('objects.stage.none')}
          </Option>
          {stages.map((s) => (
            <Option key={s.id} value={s.id} text={s.name}>
              <span className={styles.swatch} style={{ backgroundColor: s.color ?? 'transparent' }} />
              {s.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('objects.tags.label')}>
        <div className={styles.tags} data-testid="object-tags">
          {tags.length > 0 && (
            <TagGroup onDismiss={(_, d) => removeTag(String(d.value))} aria-label={t('objects.tags.label')}>
              {tags.map((tag) => (
                <Tag
                  key={tag.id}
                  value={tag.id}
                  dismissible={!props.readonly}
                  media={
                    <span
                      aria-hidden
                      className={styles.swatch}
                      style={{ backgroundColor: colors[tag.id] ?? 'transparent' }}
                    />
                  }
                  data-testid={`object-tag-${tag.id}`}
                >
                  {tag.name}
                </Tag>
              ))}
            </TagGroup>
          )}
          {!props.readonly && (
            <ObjectPicker
              classIds={[CLASS.Tag]}
              value={null}
              exclude={tags.map((x) => x.id)}
              onChange={(v) => v && addTag(v)}
              aria-label={t('objects.tags.label')}
            />
          )}
        </div>
      </Field>
      <AssignmentsPanel instId={props.instId} readonly={props.readonly} />
    </section>
  );
}
