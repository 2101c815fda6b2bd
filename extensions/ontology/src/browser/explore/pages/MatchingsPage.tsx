import { useState } from 'react';
import {
  Button,
  Field,
  Input,
  Link as FluentLink,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EmptyState, Page, Services, formatNumber, useService, useT, type GetDataReply } from '@ontobench/sdk';
import { Link } from 'wouter';
import type { Ref } from '../../../common/explore.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';
import { useLoad } from '../api.ts';
import { LoadedView } from '../components/Loaded.tsx';
import { TermPicker } from '../components/TermPicker.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  score: { width: '120px' },
});

interface MatchingRow {
  id: string;
  name: string;
  source: Ref | null;
  target: Ref | null;
  score: number | null;
  canDelete: boolean;
}

function matchingRows(reply: GetDataReply): MatchingRow[] {
  const byId = new Map<string, MatchingRow>();
  for (const c of reply.rows) {
    if (c.from !== undefined) continue;
    const row = byId.get(c.inst) ?? { id: c.inst, name: '', source: null, target: null, score: null, canDelete: false };
    byId.set(c.inst, row);
    if (c.can_delete !== undefined) {
      row.name = String(c.val ?? '');
      row.canDelete = c.can_delete;
    } else if (c.prop === ONTO_PROP.matchSource && c.val !== null)
      row.source = { id: String(c.val), name: c.cap ?? '' };
    else if (c.prop === ONTO_PROP.matchTarget && c.val !== null) row.target = { id: String(c.val), name: c.cap ?? '' };
    else if (c.prop === ONTO_PROP.matchScore && typeof c.val === 'number') row.score = c.val;
  }
  return [...byId.values()];
}

/** `/matchings`: the matchings the user authored (source term, target term, score); create and delete. */
export default function MatchingsPage() {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const [version, setVersion] = useState(0);
  const [source, setSource] = useState<Ref | null>(null);
  const [target, setTarget] = useState<Ref | null>(null);
  const [score, setScore] = useState('1');
  const [problem, setProblem] = useState<string | undefined>();
  const loaded = useLoad(`matchings ${version}`, (signal) =>
    data.getData(
      {
        class: ONTO_CLASS.Matching,
        filter: '[author] = #user#',
        fields: [{ prop: ONTO_PROP.matchSource }, { prop: ONTO_PROP.matchTarget }, { prop: ONTO_PROP.matchScore }],
        limit: 1000,
      },
      { signal },
    ),
  );

  const scoreValue = Number(score.replace(',', '.'));
  const scoreValid = score.trim() !== '' && Number.isFinite(scoreValue) && scoreValue >= 0 && scoreValue <= 1;
  const create = async () => {
    if (!source || !target) return;
    if (source.id === target.id) return setProblem(t('explore.matchings.same'));
    if (!scoreValid) return setProblem(t('explore.matchings.scoreInvalid'));
    setProblem(undefined);
    const inst = crypto.randomUUID();
    try {
      await data.setData([
        { op: 'new', class: ONTO_CLASS.Matching, name: `${source.name} ↔ ${target.name}`, inst },
        { op: 'upd', inst, prop: ONTO_PROP.matchSource, val: source.id },
        { op: 'upd', inst, prop: ONTO_PROP.matchTarget, val: target.id },
        { op: 'upd', inst, prop: ONTO_PROP.matchScore, val: scoreValue },
      ]);
      notifications.show({ text: t('explore.matchings.created'), color: 'success' });
      setVersion((v) => v + 1);
    } catch (error) {
      notifications.reportError(error);
    }
  };
  const remove = async (row: MatchingRow) => {
    const ok = await dialogs.confirm({ title: t('explore.matchings.deleteConfirm', { name: row.name }) });
    if (!ok) return;
    try {
      await data.setData([{ op: 'del', inst: row.id }]);
      setVersion((v) => v + 1);
    } catch (error) {
      notifications.reportError(error);
    }
  };

  return (
    <Page title={t('explore.matchings.title')} testId="matchings">
      <Subtitle2 as="h3">{t('explore.matchings.newTitle')}</Subtitle2>
      <div className={styles.form}>
        <Field label={t('explore.matchings.source')}>
          <TermPicker label={t('explore.matchings.source')} value={source} onChange={setSource} />
        </Field>
        <Field label={t('explore.matchings.target')}>
          <TermPicker label={t('explore.matchings.target')} value={target} onChange={setTarget} />
        </Field>
        <Field
          label={t('explore.matchings.score')}
          hint={t('explore.matchings.scoreHint')}
          validationMessage={problem}
          validationState={problem ? 'error' : 'none'}
        >
          <Input className={styles.score} value={score} onChange={(_e, d) => setScore(d.value)} inputMode="decimal" />
        </Field>
        <Button appearance="primary" disabled={!source || !target} onClick={() => void create()}>
          {t('explore.matchings.create')}
        </Button>
      </div>
      <LoadedView loaded={loaded}>
        {(reply) => {
          const rows = matchingRows(reply);
          if (rows.length === 0) return <EmptyState title={t('explore.matchings.empty')} />;
          return (
            <Table aria-label={t('explore.matchings.title')} data-testid="matchings-table">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('explore.matchings.source')}</TableHeaderCell>
                  <TableHeaderCell>{t('explore.matchings.target')}</TableHeaderCell>
                  <TableHeaderCell>{t('explore.matchings.score')}</TableHeaderCell>
                  <TableHeaderCell />
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} data-matching={row.id}>
                    <TableCell>{row.source ? <TermRef term={row.source} /> : '—'}</TableCell>
                    <TableCell>{row.target ? <TermRef term={row.target} /> : '—'}</TableCell>
                    <TableCell>{row.score === null ? '—' : formatNumber(row.score)}</TableCell>
                    <TableCell>
                      {row.canDelete && (
                        <Button size="small" onClick={() => void remove(row)}>
                          {t('explore.matchings.delete')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          );
        }}
      </LoadedView>
    </Page>
  );
}

function TermRef({ term }: { term: Ref }) {
  return (
    <Link href={`/termin/${term.id}`} asChild>
      <FluentLink>{term.name}</FluentLink>
    </Link>
  );
}
