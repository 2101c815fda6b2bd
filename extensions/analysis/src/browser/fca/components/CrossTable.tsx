import { makeStyles, tokens, mergeClasses } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { FcaLatticeReply } from '../../../common/fca/api.ts';

const useStyles = makeStyles({
  frame: { overflow: 'auto', maxHeight: '420px', border: `1px solid ${tokens.colorNeutralStroke2}` },
  table: { borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200 },
  head: {
    position: 'sticky',
    top: 0,
    background: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'nowrap',
    maxWidth: '180px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  rowHead: {
    position: 'sticky',
    left: 0,
    background: tokens.colorNeutralBackground2,
    textAlign: 'left',
    padding: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'nowrap',
  },
  cell: { textAlign: 'center', border: `1px solid ${tokens.colorNeutralStroke2}`, minWidth: '28px' },
  hit: { background: tokens.colorBrandBackground2 },
});

/**
 * The formal context as a cross table (objects × attributes, X where the object has the attribute),
 * read from the lattice's object concepts; scrolls both ways with sticky headers. The chosen concept's
 * extent and intent are highlighted.
 */
export function CrossTable(props: { lattice: FcaLatticeReply; selected: number | null }) {
  const { t } = useT();
  const styles = useStyles();
  const { objects, attributes, concepts } = props.lattice;
  // An object's attributes are the intent of the smallest concept holding it (its object concept).
  const best = new Array<{ extent: number[]; intent: number[] } | undefined>(objects.length);
  for (const c of concepts)
    for (const o of c.extent) if (!best[o] || c.extent.length < best[o].extent.length) best[o] = c;
  const has = best.map((c) => new Set(c?.intent ?? []));
  const chosen = props.selected === null ? null : concepts[props.selected]!;
  return (
    <div className={styles.frame} tabIndex={0} aria-label={t('fca.context.table')}>
      <table className={styles.table} data-testid="fca-cross-table">
        <thead>
          <tr>
            <th className={styles.head}>{t('fca.context.object')}</th>
            {attributes.map((a, i) => (
              <th key={i} className={styles.head} title={a} scope="col">
                {a}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {objects.map((o, i) => (
            <tr key={i}>
              <th className={styles.rowHead} scope="row">
                {o}
              </th>
              {attributes.map((_, a) => {
                const mark = has[i]!.has(a);
                const lit = mark && chosen?.extent.includes(i) && chosen.intent.includes(a);
                return (
                  <td
                    key={a}
                    className={mergeClasses(styles.cell, lit && styles.hit)}
                    aria-label={mark ? t('fca.context.has') : undefined}
                  >
                    {mark ? 'X' : ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
