import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  Tooltip,
} from '@fluentui/react-components';
import {
  ArrowRedoRegular,
  ArrowUndoRegular,
  BookLetterRegular,
  CodeBlockRegular,
  CodeRegular,
  ImageRegular,
  LinkRegular,
  SaveRegular,
  TableRegular,
  TextBoldRegular,
  TextBulletListRegular,
  TextHeader1Regular,
  TextHeader2Regular,
  TextHeader3Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextQuoteRegular,
  TextStrikethroughRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import { useEditorState, type Editor } from '@tiptap/react';
import { ToolbarAction } from './ToolbarAction.tsx';

export interface EditorToolbarProps {
  editor: Editor;
  onLink(): void;
  onImage(): void;
  onReference(): void;
  onSave(): void;
}

/** What the buttons show: read once per transaction with a selector (the toolbar re-renders only on a change). */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      inTable: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

/** The editor's toolbar (docs/documents.md "Editor"): every button with a tooltip and an aria-label. */
export function EditorToolbar({ editor, onLink, onImage, onReference, onSave }: EditorToolbarProps) {
  const { t } = useT();
  const s = useToolbarState(editor);
  const run = () => editor.chain().focus();
  const l = (key: string) => t(`editor.toolbar.${key}`);
  return (
    <Toolbar aria-label={l('label')} size="small" data-testid="editor-toolbar" style={{ flexWrap: 'wrap' }}>
      <ToolbarAction
        label={l('heading1')}
        shortcut="Ctrl+Alt+1"
        icon={<TextHeader1Regular />}
        active={s.h1}
        onClick={() => run().toggleHeading({ level: 1 }).run()}
      />
      <ToolbarAction
        label={l('heading2')}
        shortcut="Ctrl+Alt+2"
        icon={<TextHeader2Regular />}
        active={s.h2}
        onClick={() => run().toggleHeading({ level: 2 }).run()}
      />
      <ToolbarAction
        label={l('heading3')}
        shortcut="Ctrl+Alt+3"
        icon={<TextHeader3Regular />}
        active={s.h3}
        onClick={() => run().toggleHeading({ level: 3 }).run()}
      />
      <ToolbarDivider />
      <ToolbarAction
        label={l('bold')}
        shortcut="Ctrl+B"
        icon={<TextBoldRegular />}
        active={s.bold}
        onClick={() => run().toggleBold().run()}
      />
      <ToolbarAction
        label={l('italic')}
        shortcut="Ctrl+I"
        icon={<TextItalicRegular />}
        active={s.italic}
        onClick={() => run().toggleItalic().run()}
      />
      <ToolbarAction
        label={l('underline')}
        shortcut="Ctrl+U"
        icon={<TextUnderlineRegular />}
        active={s.underline}
        onClick={() => run().toggleUnderline().run()}
      />
      <ToolbarAction
        label={l('strike')}
        shortcut="Ctrl+Shift+S"
        icon={<TextStrikethroughRegular />}
        active={s.strike}
        onClick={() => run().toggleStrike().run()}
      />
      <ToolbarAction
        label={l('code')}
        shortcut="Ctrl+E"
        icon={<CodeRegular />}
        active={s.code}
        onClick={() => run().toggleCode().run()}
      />
      <ToolbarDivider />
      <ToolbarAction
        label={l('bulletList')}
        shortcut="Ctrl+Shift+8"
        icon={<TextBulletListRegular />}
        active={s.bulletList}
        onClick={() => run().toggleBulletList().run()}
      />
      <ToolbarAction
        label={l('orderedList')}
        shortcut="Ctrl+Shift+7"
        icon={<TextNumberListLtrRegular />}
        active={s.orderedList}
        onClick={() => run().toggleOrderedList().run()}
      />
      <ToolbarAction
        label={l('blockquote')}
        shortcut="Ctrl+Shift+B"
        icon={<TextQuoteRegular />}
        active={s.blockquote}
        onClick={() => run().toggleBlockquote().run()}
      />
      <ToolbarAction
        label={l('codeBlock')}
        shortcut="Ctrl+Alt+C"
        icon={<CodeBlockRegular />}
        active={s.codeBlock}
        onClick={() => run().toggleCodeBlock().run()}
      />
      <ToolbarDivider />
      <ToolbarAction
        label={l('link')}
        shortcut="Ctrl+K"
        icon={<LinkRegular />}
        active={s.link}
        onClick={onLink}
        testId="editor-link"
      />
      <ToolbarAction label={l('image')} icon={<ImageRegular />} onClick={onImage} testId="editor-image" />
      <TableMenu editor={editor} inTable={s.inTable} />
      <ToolbarAction
        label={l('reference')}
        shortcut="Ctrl+Shift+K"
        icon={<BookLetterRegular />}
        onClick={onReference}
        testId="editor-reference"
      />
      <ToolbarDivider />
      <ToolbarAction
        label={l('undo')}
        shortcut="Ctrl+Z"
        icon={<ArrowUndoRegular />}
        disabled={!s.canUndo}
        onClick={() => run().undo().run()}
      />
      <ToolbarAction
        label={l('redo')}
        shortcut="Ctrl+Shift+Z"
        icon={<ArrowRedoRegular />}
        disabled={!s.canRedo}
        onClick={() => run().redo().run()}
      />
      <ToolbarAction label={l('save')} shortcut="Ctrl+S" icon={<SaveRegular />} onClick={onSave} testId="editor-save" />
    </Toolbar>
  );
}

/** The table menu: insert a 3×3 table; in a table, add or remove rows and columns, or delete it. */
function TableMenu({ editor, inTable }: { editor: Editor; inTable: boolean }) {
  const { t } = useT();
  const l = (key: string) => t(`editor.toolbar.${key}`);
  const run = () => editor.chain().focus();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={l('table')} relationship="description" withArrow>
          <ToolbarButton aria-label={l('table')} icon={<TableRegular />} data-testid="editor-table" />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => run().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
            {l('insertTable')}
          </MenuItem>
          <MenuItem disabled={!inTable} onClick={() => run().addRowAfter().run()}>
            {l('addRow')}
          </MenuItem>
          <MenuItem disabled={!inTable} onClick={() => run().deleteRow().run()}>
            {l('deleteRow')}
          </MenuItem>
          <MenuItem disabled={!inTable} onClick={() => run().addColumnAfter().run()}>
            {l('addColumn')}
          </MenuItem>
          <MenuItem disabled={!inTable} onClick={() => run().deleteColumn().run()}>
            {l('deleteColumn')}
          </MenuItem>
          <MenuItem disabled={!inTable} onClick={() => run().deleteTable().run()}>
            {l('deleteTable')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
