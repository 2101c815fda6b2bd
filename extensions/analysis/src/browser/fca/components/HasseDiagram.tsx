import { useEffect, useMemo, useRef } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { FcaLatticeReply } from '../../../common/fca/api.ts';
import { drawLattice, reachable } from '../model/lattice-view.ts';

const useStyles = makeStyles({
  frame: {
    overflow: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    maxHeight: '70vh',
    background: tokens.colorNeutralBackground1,
  },
  node: { cursor: 'pointer', outline: 'none' },
  label: { fontSize: '12px', fill: tokens.colorNeutralForeground1 },
});

/**
 * The concept lattice as a Hasse diagram (SVG in React, every text a React text node): concepts as
 * circles, covers as lines, reduced labels — attributes above a concept, objects below. A click, or
 * Enter on a focused concept, chooses it; its up-set and down-set are highlighted.
 */
export function HasseDiagram(props: { lattice: FcaLatticeReply; selected: number | null; onSelect(c: number): void }) {
  const { t } = useT();
  const styles = useStyles();
  const drawn = useMemo(() => drawLattice(props.lattice), [props.lattice]);
  const related = useMemo(() => {
    if (props.selected === null) return null;
    const up = reachable(props.lattice.edges, props.selected, 'up');
    const down = reachable(props.lattice.edges, props.selected, 'down');
    return new Set([...up, ...down]);
  }, [props.lattice, props.selected]);
  const at = drawn.concepts;
  const frame = useRef<HTMLDivElement>(null);
  // A lattice wider than the frame opens centred on its top.
  useEffect(() => {
    const el = frame.current;
    if (el) el.scrollLeft = Math.max(0, (el.scrollWidth - el.clientWidth) / 2);
  }, [drawn]);
  const dim = (c: number) => related !== null && !related.has(c);
  return (
    <div className={styles.frame} ref={frame}>
      <svg
        width={Math.max(drawn.width, 320)}
        height={drawn.height}
        role="group"
        aria-label={t('fca.context.lattice')}
        data-testid="fca-lattice"
      >
        {props.lattice.edges.map(([u, l]) => (
          <line
            key={`${u}-${l}`}
            x1={at[u]!.cx}
            y1={at[u]!.cy}
            x2={at[l]!.cx}
            y2={at[l]!.cy}
            stroke={dim(u) || dim(l) ? tokens.colorNeutralStroke2 : tokens.colorNeutralForeground2}
            strokeWidth={related && !dim(u) && !dim(l) ? 2 : 1}
          />
        ))}
        {at.map((c) => {
          const chosen = props.selected === c.index;
          const concept = props.lattice.concepts[c.index]!;
          return (
            <g
              key={c.index}
              className={styles.node}
              tabIndex={0}
              role="button"
              aria-pressed={chosen}
              aria-label={t('fca.context.concept', {
                n: c.index + 1,
                extent: concept.extent.length,
                intent: concept.intent.length,
              })}
              data-testid="fca-concept"
              data-concept={c.index}
              opacity={dim(c.index) ? 0.35 : 1}
              onClick={() => props.onSelect(c.index)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  props.onSelect(c.index);
                }
              }}
            >
              <title>{[...c.attributes, ...c.objects].join(', ')}</title>
              <circle
                cx={c.cx}
                cy={c.cy}
                r={chosen ? 11 : 9}
                fill={
                  chosen
                    ? tokens.colorBrandBackground
                    : related
                      ? tokens.colorBrandBackground2
                      : tokens.colorNeutralBackground3
                }
                stroke={tokens.colorNeutralForeground1}
                strokeWidth={chosen ? 3 : 1.5}
              />
              {c.above.length > 0 && (
                <text textAnchor="middle" className={styles.label} data-testid="fca-attribute-label">
                  {c.above.map((line, i) => (
                    <tspan key={i} x={c.cx} y={c.cy - 14 - (c.above.length - 1 - i) * drawn.lineHeight}>
                      {line}
                    </tspan>
                  ))}
                </text>
              )}
              {c.below.length > 0 && (
                <text textAnchor="middle" className={styles.label} data-testid="fca-object-label">
                  {c.below.map((line, i) => (
                    <tspan key={i} x={c.cx} y={c.cy + 24 + i * drawn.lineHeight}>
                      {line}
                    </tspan>
                  ))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
