import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { Caption1, ToolbarButton, makeStyles } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { OntologyState } from '../../../common/state.ts';
import type { Creation } from '../model/create.ts';
import type { MapController } from './map-controller.ts';

// The dialogs are chunks of their own, fetched when first opened: most visits only look at the map.
const CreateTermDialog = lazy(() => import('./CreateTermDialog.tsx').then((m) => ({ default: m.CreateTermDialog })));
const RelateDialog = lazy(() => import('./RelateDialog.tsx').then((m) => ({ default: m.RelateDialog })));

const useStyles = makeStyles({ button: { minWidth: 'auto', whiteSpace: 'nowrap' } });

type Open =
  | { dialog: 'class' | 'individual'; selectedClass: { id: string; name: string } | null }
  | { dialog: 'relate'; from: string; to: string }
  | null;

/**
 * Creating on the ontology map (issue 14, item 4): toolbar items "class", "individual" and "relate"
 * (a toggle: drag from a node to another; "choose…" picks both ends in a dialog, for the keyboard),
 * their dialogs, and the handler of a finished drag. `create` saves and puts the term on the map.
 */
export function useCreateOnMap(state: OntologyState | null, create: (c: Creation) => Promise<void>) {
  const { t } = useT();
  const styles = useStyles();
  const [open, setOpen] = useState<Open>(null);
  const [relating, setRelating] = useState<MapController | null>(null);
  const classOf = (id: string | null) => (id && state?.classes.find((c) => c.id === id)) || null;
  const done = async (c: Creation) => {
    await create(c);
    setOpen(null);
  };
  const stopRelating = () => {
    relating?.relateMode(false);
    setRelating(null);
  };
  // Esc leaves relate mode wherever the focus is (the canvas handles its own Esc too).
  useEffect(() => {
    if (!relating) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      relating.relateMode(false);
      setRelating(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [relating]);

  const createBar = ({ selected, controller }: { selected: string | null; controller: MapController | null }) => (
    <>
      <ToolbarButton
        className={styles.button}
        onClick={() => setOpen({ dialog: 'class', selectedClass: classOf(selected) })}
        data-testid="map-new-class"
      >
        {t('maps.create.class_button')}
      </ToolbarButton>
      <ToolbarButton
        className={styles.button}
        disabled={!state || state.classes.length === 0}
        onClick={() => setOpen({ dialog: 'individual', selectedClass: classOf(selected) })}
        data-testid="map-new-individual"
      >
        {t('maps.create.individual_button')}
      </ToolbarButton>
      <ToolbarButton
        className={styles.button}
        appearance={relating ? 'primary' : undefined}
        aria-pressed={relating !== null}
        onClick={() => {
          if (relating) return stopRelating();
          controller?.relateMode(true);
          setRelating(controller);
        }}
        data-testid="map-relate"
      >
        {t('maps.relate.button')}
      </ToolbarButton>
      <ToolbarButton
        className={styles.button}
        onClick={() => setOpen({ dialog: 'relate', from: selected ?? '', to: '' })}
        data-testid="map-relate-choose"
      >
        {t('maps.relate.choose')}
      </ToolbarButton>
      {relating && <Caption1 role="status">{t('maps.relate.hint')}</Caption1>}
    </>
  );

  const dialog: ReactNode =
    !state || !open ? null : open.dialog === 'relate' ? (
      <RelateDialog state={state} from={open.from} to={open.to} onClose={() => setOpen(null)} onCreate={done} />
    ) : (
      <CreateTermDialog
        kind={open.dialog}
        classes={state.classes}
        selectedClass={open.selectedClass}
        onClose={() => setOpen(null)}
        onCreate={done}
      />
    );
  const dialogs = dialog && <Suspense fallback={null}>{dialog}</Suspense>;

  return {
    createBar,
    dialogs,
    relating: relating !== null,
    onRelate: (from: string, to: string) => {
      setRelating(null);
      setOpen({ dialog: 'relate', from, to });
    },
    firstClass: () => setOpen({ dialog: 'class', selectedClass: null }),
  };
}
