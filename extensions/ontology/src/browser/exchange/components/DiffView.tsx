import { Badge, MessageBar, MessageBarBody, Switch, Text, Title3 } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { useState } from 'react';
import {
  DIFF_CATEGORIES,
  type DiffCategory,
  type DiffReply,
  type DiffStatus,
  type TermDiff,
} from '../../../common/exchange.ts';
import { diffNoteText } from './diff-notes.ts';

const BADGE: Record<DiffStatus, 'success' | 'danger' | 'warning' | 'informative'> = {
  added: 'success',
  removed: 'danger',
  changed: 'warning',
  unchanged: 'informative',
};
const STATUSES: DiffStatus[] = ['added', 'removed', 'changed', 'unchanged'];

/**
 * The comparison area (shell.md §2): errors and warnings, then the four categories with their counts,
 * each with its own hide-unchanged toggle (on by default: the differences are what one looks for).
 */
export function DiffView({ result }: { result: DiffReply }) {
  const { t } = useT();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="diff-result">
      {result.errors.length > 0 && (
        <MessageBar intent="error">
          <MessageBarBody>
            <b>{t('exchange.result.errors')}:</b> {result.errors.map((e) => diffNoteText(t, e)).join('; ')}
          </MessageBarBody>
        </MessageBar>
      )}
      {result.warnings.length > 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>
            <b>{t('exchange.result.warnings')}:</b> {result.warnings.map((w) => diffNoteText(t, w)).join('; ')}
          </MessageBarBody>
        </MessageBar>
      )}
      {DIFF_CATEGORIES.map((category) => (
        <CategoryView key={category} category={category} result={result} />
      ))}
    </div>
  );
}

function CategoryView({ category, result }: { category: DiffCategory; result: DiffReply }) {
  const { t } = useT();
  const [hideUnchanged, setHideUnchanged] = useState(true);
  const stats = result.stats[category];
  const shown = result.diff[category].filter((d) => !hideUnchanged || d.status !== 'unchanged');
  return (
    <section data-testid={`diff-${category}`} aria-label={t(`exchange.result.category.${category}`)}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Title3 as="h3">
          {t(`exchange.result.category.${category}`)} ({result.diff[category].length})
        </Title3>
        {STATUSES.map((s) => (
          <Badge key={s} appearance="tint" color={BADGE[s]} data-testid={`diff-${category}-${s}`}>
            {t(`exchange.result.status.${s}`)}: {stats[s]}
          </Badge>
        ))}
        <Switch
          label={t('exchange.result.hideUnchanged')}
          checked={hideUnchanged}
          onChange={(_, d) => setHideUnchanged(d.checked)}
        />
      </div>
      {shown.length === 0 ? (
        <Text italic>{t('exchange.result.empty')}</Text>
      ) : (
        <ul
          style={{ listStyle: 'none', padding: 0, margin: '8px 0', display: 'flex', flexDirection: 'column', gap: 6 }}
        >
          {shown.map((d, i) => (
            <TermRow key={`${d.id1 ?? ''}:${d.id2 ?? ''}:${i}`} diff={d} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TermRow({ diff }: { diff: TermDiff }) {
  const { t } = useT();
  return (
    <li data-status={diff.status}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Badge appearance="filled" color={BADGE[diff.status]} size="small">
          {t(`exchange.result.status.${diff.status}`)}
        </Badge>
        <Text weight="semibold">{diff.name}</Text>
      </div>
      {diff.changes.length > 0 && (
        <table style={{ marginLeft: 24, borderCollapse: 'collapse', fontSize: 13 }}>
          <tbody>
            {diff.changes.map((c) => (
              <tr key={c.field}>
                <td style={{ paddingRight: 12, verticalAlign: 'top' }}>{t(`exchange.result.field.${c.field}`)}</td>
                <td style={{ paddingRight: 12, verticalAlign: 'top' }}>
                  {t('exchange.result.was')}: {c.before.join(', ') || '—'}
                </td>
                <td style={{ verticalAlign: 'top' }}>
                  {t('exchange.result.now')}: {c.after.join(', ') || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
