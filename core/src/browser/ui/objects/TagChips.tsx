import { useEffect, useState } from 'react';
import { Tag, TagGroup } from '@fluentui/react-components';
import { CLASS, PROP } from '../../../common/ontology/system-ontology.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';
import type { DataClient } from '../../services/shell-contracts.ts';
import { rowsFromReply } from './object-rows.ts';

/** The colours of the tags the user sees, read once a while per data client (tags change seldom). */
const KEEP_MS = 30_000;
const cache = new WeakMap<DataClient, { at: number; colors: Promise<Map<string, string>> }>();

function tagColors(data: DataClient, missing: boolean): Promise<Map<string, string>> {
  const kept = cache.get(data);
  // A tag made since the last read (an id the map lacks) reads again, at most once a second.
  if (kept && Date.now() - kept.at < (missing ? 1_000 : KEEP_MS)) return kept.colors;
  const colors = data.getData({ class: CLASS.Tag, fields: [{ prop: PROP.color }], limit: 500 }).then((reply) => {
    const rows = rowsFromReply(reply);
    return new Map(rows.map((r) => [r.id, String(r.values[PROP.color]?.[0]?.val ?? '')]));
  });
  cache.set(data, { at: Date.now(), colors });
  return colors;
}

/**
 * An object's tags as chips with their colour (domain.md §3 Tag), e.g. in a list's tags column. Only
 * the tags the user sees reach here (the store leaves the others out); a failed load of the colours is
 * console only (shell.md §8) and the chips show without them.
 */
export function TagChips({ tags }: { tags: readonly { id: string; name: string }[] }) {
  const data = useService(CORE_TOKENS.Data);
  const [colors, setColors] = useState<Map<string, string>>(new Map());
  const ids = tags.map((t) => t.id).join(',');
  useEffect(() => {
    if (!ids) return;
    let live = true;
    const load = (missing: boolean) =>
      tagColors(data, missing).then((map) => {
        if (!live) return;
        setColors(map);
        if (!missing && ids.split(',').some((id) => !map.has(id))) void load(true);
      });
    load(false).catch((error: unknown) => console.warn('tag chips: colours failed', error));
    return () => {
      live = false;
    };
  }, [data, ids]);
  if (tags.length === 0) return '—';
  return (
    <TagGroup size="extra-small" aria-label={tags.map((t) => t.name).join(', ')}>
      {tags.map((tag) => (
        <Tag
          key={tag.id}
          value={tag.id}
          size="extra-small"
          appearance="outline"
          media={
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 8,
                height: 8,
                borderRadius: '50%',
                backgroundColor: colors.get(tag.id) || 'transparent',
              }}
            />
          }
          data-testid={`tag-chip-${tag.id}`}
        >
          {tag.name}
        </Tag>
      ))}
    </TagGroup>
  );
}
