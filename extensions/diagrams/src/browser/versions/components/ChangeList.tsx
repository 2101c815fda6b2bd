import { Badge, Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EmptyState, useT } from '@ontobench/sdk';
import type { AttrChange, Change } from '../model/compare.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  item: { display: 'flex', flexDirection: 'column', alignItems: 'stretch' },
  button: { justifyContent: 'flex-start', textAlign: 'left', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  attr: { color: tokens.colorNeutralForeground3, paddingLeft: tokens.spacingHorizontalXXL, overflowWrap: 'anywhere' },
});

/** Each kind's badge colour (the same hues as the markers on the canvases). */
const BADGE_COLOR = { added: 'success', removed: 'danger', changed: 'warning', layout: 'informative' } as const;

/** Attributes the list names in words; any other is named by its BPMN attribute. */
const ATTR_KEYS: Record<string, string> = {
  name: 'versions.compare.attrs.name',
  documentation: 'versions.compare.attrs.documentation',
};

/** The list of changes of the compare view: kind, element, attributes; a click shows the element on both canvases. */
export function ChangeList(props: { changes: Change[]; onShow: (id: string) => void }) {
  const { t } = useT();
  const styles = useStyles();
  const attrText = (attr: AttrChange) =>
    t('versions.compare.attr', {
      name: ATTR_KEYS[attr.name] ? t(ATTR_KEYS[attr.name]!) : attr.name,
      before: attr.before || t('versions.compare.empty'),
      after: attr.after || t('versions.compare.empty'),
    });
  return (
    <>
      <Text weight="semibold">{t('versions.compare.changes', { count: props.changes.length })}</Text>
      {props.changes.length === 0 && <EmptyState title={t('versions.compare.noChanges')} />}
      <ul className={styles.list} data-testid="diagram-compare-changes">
        {props.changes.map((change) => (
          <li key={change.id} className={styles.item} data-testid="diagram-compare-change" data-kind={change.kind}>
            <Button
              appearance="subtle"
              className={styles.button}
              onClick={() => props.onShow(change.id)}
              title={t('versions.compare.show', { name: change.name || change.id })}
            >
              <Badge appearance="filled" color={BADGE_COLOR[change.kind]}>
                {t(`versions.compare.kind.${change.kind}`)}
              </Badge>
              <span className={styles.name}>{change.name || change.id}</span>
            </Button>
            {change.attrs.map((attr) => (
              <Caption1 key={attr.name} className={styles.attr}>
                {attrText(attr)}
              </Caption1>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}
