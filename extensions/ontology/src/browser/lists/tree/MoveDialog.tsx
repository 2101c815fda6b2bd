import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  Text,
} from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { ClassTree } from './class-tree.ts';
import type { TreeRow } from './visible-rows.ts';

/** How many classes the parent picker offers at once: typing narrows the rest. */
const PICKER_OPTIONS = 50;

/**
 * The keyboard way to re-parent ("Move…"): pick the new parent among the tree's classes, or make the
 * class a root. `onMove` answers a refusal's text (a cycle, nothing to change, the server's error),
 * shown in the dialog, or null once the move is saved.
 */
export function MoveDialog(props: {
  row: TreeRow;
  tree: ClassTree;
  onClose(): void;
  onMove(to: string | null): Promise<string | null>;
}) {
  const { t } = useT();
  const { row, tree } = props;
  const [text, setText] = useState('');
  const [to, setTo] = useState<string | null>(null);
  const [makeRoot, setMakeRoot] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useMemo(() => {
    const needle = text.trim().toLocaleLowerCase();
    const out: { id: string; name: string }[] = [];
    for (const c of tree.byId.values()) {
      if (c.id === row.id || (needle && !c.name.toLocaleLowerCase().includes(needle))) continue;
      out.push({ id: c.id, name: c.name });
      if (out.length >= PICKER_OPTIONS) break;
    }
    return out;
  }, [tree, row.id, text]);
  const from = row.parentId ? tree.byId.get(row.parentId)?.name : null;
  const submit = async () => {
    setBusy(true);
    const refusal = await props.onMove(makeRoot ? null : to);
    setBusy(false);
    if (refusal) setProblem(refusal);
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('classTree.moveTitle', { name: row.name })}</DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              <Text>{from ? t('classTree.moveFrom', { name: from }) : t('classTree.moveFromRoot')}</Text>
              <Text size={200}>{t('classTree.moveHint')}</Text>
              <Field label={t('classTree.newParent')}>
                <Combobox
                  freeform
                  data-testid="move-parent"
                  disabled={makeRoot}
                  value={text}
                  open={listOpen}
                  onOpenChange={(_, d) => setListOpen(d.open)}
                  placeholder={t('classTree.newParentPlaceholder')}
                  expandIcon={{ 'aria-label': t('classTree.showClasses') }}
                  selectedOptions={to ? [to] : []}
                  onChange={(e) => {
                    setText(e.target.value);
                    setTo(null);
                    setListOpen(true);
                  }}
                  onOptionSelect={(_, d) => {
                    setTo(d.optionValue || null);
                    setText(d.optionText ?? '');
                    setProblem(null);
                  }}
                >
                  {options.length === 0 ? (
                    <Option value="" disabled text={t('classTree.noMatches')}>
                      {t('classTree.noMatches')}
                    </Option>
                  ) : (
                    options.map((o) => (
                      <Option key={o.id} value={o.id} text={o.name}>
                        {o.name}
                      </Option>
                    ))
                  )}
                </Combobox>
              </Field>
              {row.parentId && (
                <Checkbox
                  checked={makeRoot}
                  onChange={(_, d) => setMakeRoot(!!d.checked)}
                  label={t('classTree.makeRoot')}
                />
              )}
              {problem && (
                <MessageBar intent="error" data-testid="move-problem">
                  <MessageBarBody>{problem}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={busy || (!makeRoot && !to)}>
                {t('classTree.moveConfirm')}
              </Button>
              <Button onClick={props.onClose}>{t('classTree.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
