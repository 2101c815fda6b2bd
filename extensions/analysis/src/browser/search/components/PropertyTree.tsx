import { useState } from 'react';
import { Button, Spinner, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Services, useLoad, useService, useT } from '@ontobench/sdk';
import { loadProperties, type ClassProperty } from '../api.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, paddingLeft: tokens.spacingHorizontalL },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, minHeight: '28px' },
  name: { flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  toggle: { minWidth: '24px' },
});

/** What adding a column from the tree hands back: the property, the path to it, the titles, its base type. */
export interface PickedProperty {
  prop: string;
  path: string[];
  titles: string[];
  baseType: string;
}

/**
 * The properties of a class as a tree (issue 18 item 1): its name, its data properties and its object
 * properties, which expand to the properties of the class they point at (a nested column's `path`).
 * Each class's properties are read when it is first expanded.
 */
export function PropertyTree(props: {
  classId: string;
  path: string[];
  titles: string[];
  onAdd(picked: PickedProperty): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const load = useLoad(`analysis-props-${props.classId}`, (signal) => loadProperties(data, props.classId, signal));
  if (load.status === 'loading') return <Spinner size="tiny" label={t('search.designer.loadingProperties')} />;
  if (load.status !== 'ready') return <span className={styles.note}>{t('search.designer.propertiesFailed')}</span>;
  const nameTitle = t('search.designer.name');
  return (
    <ul className={styles.list} role="group">
      <li className={styles.item}>
        <span className={styles.toggle} />
        <span className={styles.name}>{nameTitle}</span>
        <AddButton
          label={t('search.designer.add', { name: [...props.titles, nameTitle].join(' / ') })}
          onClick={() =>
            props.onAdd({ prop: 'name', path: props.path, titles: [...props.titles, nameTitle], baseType: 'string' })
          }
        />
      </li>
      {load.value.length === 0 && <li className={styles.note}>{t('search.designer.noProperties')}</li>}
      {load.value.map((p) => (
        <PropertyNode key={p.id} property={p} {...props} />
      ))}
    </ul>
  );
}

function PropertyNode(props: {
  property: ClassProperty;
  path: string[];
  titles: string[];
  onAdd(picked: PickedProperty): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const { property: p } = props;
  const titles = [...props.titles, p.name];
  const target = p.range[0];
  return (
    <li>
      <div className={styles.item} data-testid="search-tree-item">
        {p.kind === 'object' && target ? (
          <Button
            className={styles.toggle}
            appearance="subtle"
            size="small"
            icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
            aria-expanded={open}
            aria-label={t('search.designer.expand', { name: titles.join(' / ') })}
            onClick={() => setOpen(!open)}
          />
        ) : (
          <span className={styles.toggle} />
        )}
        <span className={styles.name} title={p.name}>
          {p.name}
          {p.kind === 'object' && target && <span className={styles.note}> → {target.name}</span>}
        </span>
        <AddButton
          label={t('search.designer.add', { name: titles.join(' / ') })}
          onClick={() =>
            props.onAdd({
              prop: p.id,
              path: props.path,
              titles,
              baseType: p.kind === 'data' ? (p.baseType ?? 'string') : 'string',
            })
          }
        />
      </div>
      {open && target && (
        <PropertyTree classId={target.id} path={[...props.path, p.id]} titles={titles} onAdd={props.onAdd} />
      )}
    </li>
  );
}

function AddButton(props: { label: string; onClick(): void }) {
  return (
    <Tooltip content={props.label} relationship="label">
      <Button appearance="subtle" size="small" icon={<AddRegular />} onClick={props.onClick} />
    </Tooltip>
  );
}
