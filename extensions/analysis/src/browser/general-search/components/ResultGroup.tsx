import { useState } from 'react';
import {
  Badge,
  Button,
  Caption1,
  Link as FluentLink,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Link } from 'wouter';
import { CLASS, Services, useService, useT } from '@ontobench/sdk';
import type { GeneralSearchGroup, GeneralSearchHit } from '../../../common/general-search/api.ts';
import { Marked } from './Marked.tsx';
import { openPath } from '../open-path.ts';
import { searchEverything } from '../search-api.ts';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    overflowWrap: 'anywhere',
  },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  snippet: { color: tokens.colorNeutralForeground2 },
  more: { alignSelf: 'flex-start' },
});

/**
 * Whether an id is one of the fixed ids the core and the areas declare (`xxxxxxxx-0000-4000-8000-0…`,
 * docs/extensions.md "Checklist"): their properties are named in the store by English identifiers
 * («content»), so a snippet does not name them; a user's own property («Аннотация») is named.
 */
const isDeclaredId = (id: string | undefined) => !!id && /^[0-9a-f]{8}-0000-4000-8000-0000/.test(id);

/** One result: its name (highlighted) opening it, and the matching value's snippet. */
function Hit({ hit, path }: { hit: GeneralSearchHit; path: string | null }) {
  const { t } = useT();
  const styles = useStyles();
  const name = <Marked text={hit.name} ranges={hit.nameRanges} />;
  return (
    <li className={styles.item} data-testid="general-search-hit">
      <span className={styles.title}>
        {path ? (
          <Link href={path} asChild>
            <FluentLink aria-label={t('generalSearch.open', { name: hit.name })}>{name}</FluentLink>
          </Link>
        ) : (
          <Text title={t('generalSearch.cannotOpen')}>{name}</Text>
        )}
        {hit.fuzzy && (
          <Badge appearance="outline" size="small">
            {t('generalSearch.fuzzy')}
          </Badge>
        )}
      </span>
      {hit.snippet && (
        <Caption1 className={styles.snippet}>
          {hit.snippet.propName && !isDeclaredId(hit.snippet.propId) ? `${hit.snippet.propName}: ` : ''}
          <Marked text={hit.snippet.text} ranges={hit.snippet.ranges} />
        </Caption1>
      )}
    </li>
  );
}

/** The core's classes by id, for their translated names (`generalSearch.systemClass.<key>`). */
const SYSTEM_CLASS_KEYS = new Map(Object.entries(CLASS).map(([key, id]) => [id, key]));

/**
 * A group's heading: the label of the quick-launch kind that opens its class (an area's own object, e.g.
 * «Документ»), the translated name of a core class («Класс»), else the class's name as the store has it
 * (the user's own classes). Area and core classes are named in English in the store.
 */
function useKindTitle(group: GeneralSearchGroup): string {
  const { t } = useT();
  const contributions = useService(Services.Contributions);
  const kind = contributions.quickLaunchKinds.all.find((k) => k.classIds?.includes(group.classId));
  if (kind) return t(kind.labelKey, { ns: kind.owner });
  const system = SYSTEM_CLASS_KEYS.get(group.classId);
  if (system) return t(`generalSearch.systemClass.${system}`);
  return group.className || t('generalSearch.unnamedClass');
}

/**
 * One kind's results (the objects of one class) with their count; "show more" reads the group's next page.
 */
export function ResultGroup({ text, group }: { text: string; group: GeneralSearchGroup }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const contributions = useService(Services.Contributions);
  const [items, setItems] = useState(group.items);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const kinds = contributions.quickLaunchKinds.all;
  const routes = new Set(contributions.routes.all.map((r) => r.path));
  const title = useKindTitle(group);

  const more = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const reply = await searchEverything(http, { text, group: group.classId, offset: items.length, limit: 20 });
      setItems([...items, ...(reply.groups[0]?.items ?? [])]);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className={styles.group} aria-label={title} data-testid="general-search-group">
      <h3 className={styles.heading}>
        <Text weight="semibold">{title}</Text>
        <Badge appearance="tint" shape="rounded">
          {t('generalSearch.groupCount', { count: group.count })}
        </Badge>
      </h3>
      <ul className={styles.list}>
        {items.map((hit) => (
          <Hit key={hit.id} hit={hit} path={openPath(hit, kinds, routes)} />
        ))}
      </ul>
      {items.length < group.count && (
        <Button className={styles.more} appearance="subtle" onClick={() => void more()} disabled={loading}>
          {loading ? <Spinner size="tiny" /> : failed ? t('generalSearch.retry') : t('generalSearch.more')}
        </Button>
      )}
    </section>
  );
}
