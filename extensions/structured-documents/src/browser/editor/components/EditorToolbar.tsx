import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Toolbar,
  ToolbarButton,
  Tooltip,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowRedoRegular,
  ArrowUndoRegular,
  ArrowUpRegular,
  ClipboardPasteRegular,
  CopyRegular,
  CutRegular,
  DeleteRegular,
  EyeOffRegular,
  EyeRegular,
  TextIndentDecreaseRegular,
} from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useT } from '@ontobench/sdk';
import { useKindLabel } from '../../kinds/kind-label.ts';
import type { EditorModel } from '../model/editor-model.ts';
import { SHORTCUTS } from '../model/keys.ts';
import { copySelected, pasteFromSystem } from '../model/system-clipboard.ts';
import { ToolbarAction } from './ToolbarAction.tsx';

export interface EditorToolbarProps {
  model: EditorModel;
  insertOpen: boolean;
  onInsertOpenChange(open: boolean): void;
  onInsert(kind: string): void;
  onDelete(): void;
}

/**
 * The editor's toolbar (issue 16 item 3): insert (a menu of the kinds the target container may hold,
 * §5 and the class's offered kinds), delete, disable/enable, move up, move down, level up, cut, copy,
 * paste, undo and redo. Each button
 * says what it does and its key; everything is off in a read-only document.
 */
export const EditorToolbar = observer(function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useT();
  const kindLabel = useKindLabel();
  const { model } = props;
  const selected = model.selected;
  const off = model.readOnly;
  const none = off || !selected;
  const kinds = model.insertableKinds;
  const target = kindLabel(model.target.container.kind);
  return (
    <Toolbar aria-label={t('editor.toolbar.label')} data-testid="sdoc-toolbar">
      <Menu open={props.insertOpen && kinds.length > 0} onOpenChange={(_, d) => props.onInsertOpenChange(d.open)}>
        <MenuTrigger disableButtonEnhancement>
          <Tooltip
            content={`${t('editor.toolbar.insertInto', { kind: target })} (${SHORTCUTS.insert})`}
            relationship="description"
            withArrow
          >
            <ToolbarButton
              aria-label={t('editor.toolbar.insert')}
              icon={<AddRegular />}
              disabled={off || kinds.length === 0}
              data-testid="sdoc-insert"
            >
              {t('editor.toolbar.insert')}
            </ToolbarButton>
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList data-testid="sdoc-insert-menu">
            {kinds.map((kind) => (
              <MenuItem key={kind} onClick={() => props.onInsert(kind)} data-testid={`sdoc-insert-${kind}`}>
                {kindLabel(kind)}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <ToolbarAction
        label={t('editor.toolbar.delete')}
        shortcut={SHORTCUTS.delete}
        icon={<DeleteRegular />}
        disabled={none}
        onClick={props.onDelete}
        testId="sdoc-delete"
      />
      {selected?.disabled ? (
        <ToolbarAction
          label={t('editor.toolbar.enable')}
          shortcut={SHORTCUTS.disable}
          icon={<EyeRegular />}
          disabled={none}
          onClick={() => model.setDisabled(selected.id, false)}
          testId="sdoc-enable"
        />
      ) : (
        <ToolbarAction
          label={t('editor.toolbar.disable')}
          shortcut={SHORTCUTS.disable}
          icon={<EyeOffRegular />}
          disabled={none}
          onClick={() => selected && model.setDisabled(selected.id, true)}
          testId="sdoc-disable"
        />
      )}
      <ToolbarAction
        label={t('editor.toolbar.moveUp')}
        shortcut={SHORTCUTS.moveUp}
        icon={<ArrowUpRegular />}
        disabled={none}
        onClick={() => selected && model.moveUp(selected.id)}
        testId="sdoc-move-up"
      />
      <ToolbarAction
        label={t('editor.toolbar.moveDown')}
        shortcut={SHORTCUTS.moveDown}
        icon={<ArrowDownRegular />}
        disabled={none}
        onClick={() => selected && model.moveDown(selected.id)}
        testId="sdoc-move-down"
      />
      <ToolbarAction
        label={t('editor.toolbar.levelUp')}
        shortcut={SHORTCUTS.levelUp}
        icon={<TextIndentDecreaseRegular />}
        disabled={none}
        onClick={() => selected && model.levelUp(selected.id)}
        testId="sdoc-level-up"
      />
      <ToolbarAction
        label={t('editor.toolbar.cut')}
        shortcut={SHORTCUTS.cut}
        icon={<CutRegular />}
        disabled={none}
        onClick={() => copySelected(model, true)}
        testId="sdoc-cut"
      />
      <ToolbarAction
        label={t('editor.toolbar.copy')}
        shortcut={SHORTCUTS.copy}
        icon={<CopyRegular />}
        disabled={!selected}
        onClick={() => copySelected(model, false)}
        testId="sdoc-copy"
      />
      <ToolbarAction
        label={t('editor.toolbar.paste')}
        shortcut={SHORTCUTS.paste}
        icon={<ClipboardPasteRegular />}
        disabled={off}
        onClick={() => void pasteFromSystem(model)}
        testId="sdoc-paste"
      />
      <ToolbarAction
        label={t('editor.toolbar.undo')}
        shortcut={SHORTCUTS.undo}
        icon={<ArrowUndoRegular />}
        disabled={!model.canUndo}
        onClick={() => model.undo()}
        testId="sdoc-undo"
      />
      <ToolbarAction
        label={t('editor.toolbar.redo')}
        shortcut={SHORTCUTS.redo}
        icon={<ArrowRedoRegular />}
        disabled={!model.canRedo}
        onClick={() => model.redo()}
        testId="sdoc-redo"
      />
    </Toolbar>
  );
});
