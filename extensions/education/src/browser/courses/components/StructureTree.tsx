import { useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import {
  Button,
  Checkbox,
  Input,
  Select,
  Text,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  TextIndentDecreaseRegular,
  TextIndentIncreaseRegular,
} from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import type { EduRef } from '../../../common/courses/api.ts';
import { addItem, indent, move, outdent, removeItem, shown, updateItem, type TreeItem } from '../tree.ts';

const useStyles = makeStyles({
  tree: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    listStyle: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  selected: { backgroundColor: tokens.colorSubtleBackgroundSelected },
  name: { flex: '1 1 200px', minWidth: '160px' },
  unit: { flex: '0 1 260px', minWidth: '160px' },
  inactive: { color: tokens.colorNeutralForeground3 },
  tools: { display: 'flex', alignItems: 'center', flexWrap: 'nowrap', flex: 'none' },
  hint: { color: tokens.colorNeutralForeground3, marginTop: tokens.spacingVerticalS },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalS },
});

export interface StructureTreeProps {
  items: TreeItem[];
  /** The units that may be placed at an item (the user's units). */
  units: EduRef[];
  readonly: boolean;
  onChange(items: TreeItem[]): void;
}

/**
 * The course structure tree (domain.md §3 "Course structure item": name, parent, order, not_active, aoe):
 * add, rename, move up/down, indent/outdent, delete, not-active, a learning unit at an item. A tree in the
 * ARIA sense: ↑/↓ move the focus, Alt+↑/↓ move the item, Alt+→/← indent and outdent, Delete removes it,
 * Insert adds an item after it; every action also has its button.
 */
export function StructureTree(props: StructureTreeProps) {
  const { t } = useT();
  const styles = useStyles();
  const rows = shown(props.items);
  const [focused, setFocused] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLLIElement>());
  const focus = (id: string | undefined) => {
    if (!id) return;
    setFocused(id);
    requestAnimationFrame(() => refs.current.get(id)?.focus());
  };
  const change = (items: TreeItem[], keep?: string) => {
    props.onChange(items);
    if (keep) focus(keep);
  };
  const add = (parent: string | null) => {
    const id = crypto.randomUUID();
    change(addItem(props.items, { id, name: t('courses.tree.newItem'), parent, notActive: false, unit: null }), id);
  };

  const onKey = (event: KeyboardEvent<HTMLLIElement>, item: TreeItem, index: number) => {
    if (event.target !== event.currentTarget) return;
    const key = event.key;
    if (key === 'ArrowDown' && !event.altKey) focus(rows[index + 1]?.item.id);
    else if (key === 'ArrowUp' && !event.altKey) focus(rows[index - 1]?.item.id);
    else if (props.readonly) return;
    else if (key === 'ArrowUp') change(move(props.items, item.id, -1), item.id);
    else if (key === 'ArrowDown') change(move(props.items, item.id, 1), item.id);
    else if (key === 'ArrowRight' && event.altKey) change(indent(props.items, item.id), item.id);
    else if (key === 'ArrowLeft' && event.altKey) change(outdent(props.items, item.id), item.id);
    else if (key === 'Delete')
      change(removeItem(props.items, item.id), rows[index + 1]?.item.id ?? rows[index - 1]?.item.id);
    else if (key === 'Insert') add(item.parent);
    else return;
    event.preventDefault();
  };

  const action = (label: string, icon: ReactElement, run: () => void, testId: string) => (
    <Tooltip content={label} relationship="label">
      <Button
        size="small"
        appearance="subtle"
        icon={icon}
        onClick={run}
        disabled={props.readonly}
        data-testid={testId}
      />
    </Tooltip>
  );

  return (
    <div>
      {!props.readonly && (
        <div className={styles.bar}>
          <Button icon={<AddRegular />} onClick={() => add(null)} data-testid="structure-add">
            {t('courses.tree.add')}
          </Button>
        </div>
      )}
      {rows.length === 0 ? (
        <Text className={styles.hint}>{t('courses.tree.empty')}</Text>
      ) : (
        <ul role="tree" aria-label={t('courses.tree.label')} className={styles.tree} data-testid="structure-tree">
          {rows.map(({ item, depth }, index) => (
            <li
              key={item.id}
              ref={(el) => {
                if (el) refs.current.set(item.id, el);
                else refs.current.delete(item.id);
              }}
              role="treeitem"
              aria-level={depth + 1}
              aria-label={item.name}
              tabIndex={(focused ?? rows[0]?.item.id) === item.id ? 0 : -1}
              onFocus={(e) => e.target === e.currentTarget && setFocused(item.id)}
              onKeyDown={(e) => onKey(e, item, index)}
              className={mergeClasses(styles.row, focused === item.id && styles.selected)}
              style={{ paddingLeft: `calc(${depth} * 28px + 8px)` }}
              data-testid="structure-item"
            >
              <Input
                className={mergeClasses(styles.name, item.notActive && styles.inactive)}
                value={item.name}
                aria-label={t('courses.tree.name')}
                readOnly={props.readonly}
                onChange={(_, d) => props.onChange(updateItem(props.items, item.id, { name: d.value }))}
                data-testid="structure-item-name"
              />
              <Select
                className={styles.unit}
                aria-label={t('courses.tree.unit')}
                value={item.unit ?? ''}
                disabled={props.readonly}
                onChange={(_, d) => props.onChange(updateItem(props.items, item.id, { unit: d.value || null }))}
                data-testid="structure-item-unit"
              >
                <option value="">{t('courses.tree.section')}</option>
                {props.units.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name}
                  </option>
                ))}
              </Select>
              <span className={styles.tools}>
                <Checkbox
                  label={t('courses.tree.notActive')}
                  checked={item.notActive}
                  disabled={props.readonly}
                  onChange={(_, d) =>
                    props.onChange(updateItem(props.items, item.id, { notActive: d.checked === true }))
                  }
                />
                {action(
                  t('courses.tree.up'),
                  <ArrowUpRegular />,
                  () => change(move(props.items, item.id, -1)),
                  'structure-up',
                )}
                {action(
                  t('courses.tree.down'),
                  <ArrowDownRegular />,
                  () => change(move(props.items, item.id, 1)),
                  'structure-down',
                )}
                {action(
                  t('courses.tree.indent'),
                  <TextIndentIncreaseRegular />,
                  () => change(indent(props.items, item.id)),
                  'structure-indent',
                )}
                {action(
                  t('courses.tree.outdent'),
                  <TextIndentDecreaseRegular />,
                  () => change(outdent(props.items, item.id)),
                  'structure-outdent',
                )}
                {action(t('courses.tree.addChild'), <AddRegular />, () => add(item.id), 'structure-add-child')}
                {action(
                  t('courses.tree.remove'),
                  <DeleteRegular />,
                  () => change(removeItem(props.items, item.id)),
                  'structure-remove',
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!props.readonly && rows.length > 0 && (
        <Text className={styles.hint} as="p">
          {t('courses.tree.keys')}
        </Text>
      )}
    </div>
  );
}
