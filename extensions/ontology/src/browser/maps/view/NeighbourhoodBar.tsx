import { Select, ToolbarButton, makeStyles } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { MAX_HOPS } from '../model/neighbourhood.ts';

const useStyles = makeStyles({ hops: { minWidth: '72px' }, button: { minWidth: 'auto', whiteSpace: 'nowrap' } });

export interface Neighbourhood {
  centre: string;
  hops: number;
}

/**
 * Toolbar items that narrow the map to the selected node's neighbourhood (issue 14, item 7): how many
 * hops, "neighbourhood" (needs a selected node) and "whole map" to go back.
 */
export function NeighbourhoodBar(props: {
  selected: string | null;
  value: Neighbourhood | null;
  hops: number;
  onHops(hops: number): void;
  onChange(value: Neighbourhood | null): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const hopsChanged = (hops: number) => {
    props.onHops(hops);
    if (props.value) props.onChange({ ...props.value, hops });
  };
  return (
    <>
      <Select
        className={styles.hops}
        size="small"
        value={String(props.hops)}
        onChange={(_, d) => hopsChanged(Number(d.value))}
        aria-label={t('maps.hood.hops')}
        title={t('maps.hood.hops')}
        data-testid="onto-map-hops"
      >
        {Array.from({ length: MAX_HOPS }, (_, i) => (
          <option key={i + 1} value={i + 1}>
            {t('maps.hood.hopCount', { count: i + 1 })}
          </option>
        ))}
      </Select>
      {props.value ? (
        <ToolbarButton className={styles.button} onClick={() => props.onChange(null)} data-testid="onto-map-whole">
          {t('maps.hood.whole')}
        </ToolbarButton>
      ) : (
        <ToolbarButton
          className={styles.button}
          disabled={!props.selected}
          onClick={() => props.selected && props.onChange({ centre: props.selected, hops: props.hops })}
          data-testid="onto-map-hood"
        >
          {t('maps.hood.show')}
        </ToolbarButton>
      )}
    </>
  );
}
