import { useEffect, useRef, useState } from 'react';
import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { Link } from 'wouter';
import { Page, Services, useErrorText, useService, useT, useUnsavedChanges } from '@ontobench/sdk';
import type { DmnChild, DmnDto } from '../../common/api.ts';
import { dmnPath } from '../../common/routes.ts';
import { updateTable } from '../api.ts';
import { ChildrenPicker } from './ChildrenPicker.tsx';
import { TestPanel } from './TestPanel.tsx';
import { useDmnCanvas } from './use-canvas.ts';
import { VersionsMenu } from './VersionsMenu.tsx';

const useStyles = makeStyles({
  fields: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 340px',
    gap: tokens.spacingHorizontalM,
    height: 'calc(100vh - 300px)',
    minHeight: '440px',
    marginTop: tokens.spacingVerticalS,
    '@media (max-width: 900px)': { gridTemplateColumns: '1fr', height: 'auto' },
  },
  canvasBox: {
    position: 'relative',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'auto',
    // dmn-js draws on white; it keeps its own light colours in the dark theme.
    backgroundColor: '#ffffff',
    color: '#222222',
    '@media (max-width: 900px)': { height: '60vh', minHeight: '360px' },
  },
  canvas: { position: 'absolute', inset: 0 },
  overlay: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/** Whether a key event is Ctrl (⌘) plus the physical key `code` (a Russian layout works too). */
const chord = (event: KeyboardEvent, code: string) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.code === code;

const sameChildren = (a: DmnChild[], b: DmnChild[]) => a.map((c) => c.id).join() === b.map((c) => c.id).join();

/**
 * The table editor (issue 17 item 6): name and system name, the child tables, dmn-js (the Modeler; the Viewer
 * for a reader) with its views (the decision tables and the DRD, where child decisions are added), save
 * (Ctrl+S) with the unsaved-changes guard, the versions, and the test panel.
 */
export default function DmnWorkbench(props: { table: DmnDto; onSaved: (table: DmnDto) => void }) {
  const { table } = props;
  const { t, i18n } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const readOnly = table.access === 'read';
  const container = useRef<HTMLDivElement>(null);
  const { state, views, revision } = useDmnCanvas(container, `${table.id}:${readOnly}`, {
    xml: table.xml,
    readOnly,
    language: i18n.language,
  });
  const [name, setName] = useState(table.name);
  const [systemName, setSystemName] = useState(table.systemName);
  const [children, setChildren] = useState(table.children);
  const [savedRevision, setSavedRevision] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const dirty =
    !readOnly &&
    (revision !== savedRevision ||
      name !== table.name ||
      systemName !== table.systemName ||
      !sameChildren(children, table.children));
  useUnsavedChanges(dirty);

  const save = async () => {
    if (readOnly || saving || state.status !== 'ready') return;
    setSaving(true);
    setSaveError(null);
    try {
      const at = revision;
      const xml = await state.canvas.saveXml();
      const saved = await updateTable(http, table.id, {
        name: name.trim(),
        systemName: systemName.trim(),
        xml,
        children: children.map((c) => c.id),
      });
      setSavedRevision(at);
      setName(saved.name);
      setSystemName(saved.systemName);
      setChildren(saved.children);
      props.onSaved(saved);
      notifications.show({ text: t('editor.saved'), color: 'success' });
    } catch (error) {
      setSaveError((await errorText(error, t('editor.saveFailed'))).text);
    } finally {
      setSaving(false);
    }
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!chord(event, 'KeyS')) return;
      event.preventDefault();
      void saveRef.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const viewLabel = (v: (typeof views)[number]) => {
    if (v.type === 'drd') return t('editor.drd');
    if (v.type === 'decisionTable') return t('editor.tableView', { name: v.name });
    return t('editor.literalView', { name: v.name });
  };
  const active = views.find((v) => v.active)?.id;
  return (
    <Page
      title={table.name}
      testId="dmn-table"
      actions={
        <>
          <Link href={dmnPath.tables} asChild>
            <Button as="a" appearance="subtle">
              {t('editor.back')}
            </Button>
          </Link>
          <VersionsMenu table={table} dirty={dirty} />
          {readOnly ? (
            <Badge appearance="tint" color="informative" data-testid="dmn-read-only">
              {t('editor.readOnly')}
            </Badge>
          ) : (
            <Button
              appearance="primary"
              icon={saving ? <Spinner size="tiny" /> : <SaveRegular />}
              disabled={saving || !dirty || state.status !== 'ready'}
              onClick={() => void save()}
              data-testid="dmn-save"
            >
              {saving ? t('editor.saving') : t('editor.save')}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.fields}>
        <Field label={t('editor.name')} required>
          <Input value={name} readOnly={readOnly} onChange={(_, d) => setName(d.value)} data-testid="dmn-name" />
        </Field>
        <Field label={t('editor.systemName')}>
          <Input
            value={systemName}
            readOnly={readOnly}
            onChange={(_, d) => setSystemName(d.value)}
            data-testid="dmn-system-name"
          />
        </Field>
        <Badge appearance="outline">{t('editor.hitPolicy', { policy: table.hitPolicy })}</Badge>
      </div>
      <ChildrenPicker tableId={table.id} children={children} readOnly={readOnly} onChange={setChildren} />
      {saveError && (
        <MessageBar intent="error" data-testid="dmn-save-error">
          <MessageBarBody>{saveError}</MessageBarBody>
        </MessageBar>
      )}
      {views.length > 1 && (
        <TabList
          selectedValue={active}
          aria-label={t('editor.views')}
          onTabSelect={(_, d) => state.status === 'ready' && void state.canvas.open(String(d.value))}
          data-testid="dmn-views"
        >
          {views.map((v) => (
            <Tab key={v.id} value={v.id}>
              {viewLabel(v)}
            </Tab>
          ))}
        </TabList>
      )}
      <div className={styles.body}>
        <div className={styles.canvasBox}>
          <div ref={container} className={styles.canvas} data-testid="dmn-canvas" />
          {state.status === 'loading' && (
            <div className={styles.overlay}>
              <Spinner label={t('editor.modelerLoading')} />
            </div>
          )}
          {state.status === 'failed' && (
            <div className={styles.overlay}>
              <MessageBar intent="error" data-testid="dmn-canvas-failed">
                <MessageBarBody>{t('editor.modelerFailed', { message: state.message })}</MessageBarBody>
              </MessageBar>
            </div>
          )}
        </div>
        {state.status === 'ready' && (
          <TestPanel
            canvas={state.canvas}
            revision={revision}
            table={{ id: table.id, name: table.name, children: children.map((c) => c.id) }}
          />
        )}
      </div>
    </Page>
  );
}
