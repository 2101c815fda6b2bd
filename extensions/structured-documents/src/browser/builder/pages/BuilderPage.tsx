import { useState } from 'react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { EmptyState, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import { OFFERABLE_KINDS } from '../../../common/offered-kinds.ts';
import { builderApi } from '../builder-api.ts';
import { BuilderModel } from '../builder-model.ts';
import { ClassEditor } from '../components/ClassEditor.tsx';
import { ClassTable } from '../components/ClassTable.tsx';
import { CreateClassDialog } from '../components/CreateClassDialog.tsx';
import { NumberingSetsEditor } from '../../numbering/components/NumberingSetsEditor.tsx';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 1fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
  },
  tabs: { marginBottom: tokens.spacingVerticalL },
});

/**
 * `/structuredDocuments/builder` (shell.md §2 "builder (admin only)", issue 16 items 4 and 8): the
 * document classes and, for the chosen one, the component kinds its documents offer; and the level
 * numbering sets every document numbers with. The route is the administrators' alone; the server's
 * calls refuse anyone else too.
 */
export default observer(function BuilderPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const contributions = useService(Services.Contributions);
  const [creating, setCreating] = useState(false);
  const [tab, setTab] = useState<'classes' | 'numbering'>('classes');
  const [attempt, setAttempt] = useState(0);
  // Every built-in kind but the root, then the kinds plugins add through the document-component point.
  const pointKinds = contributions.documentComponents.all.map((c) => c.id);
  const [model] = useState(
    () =>
      new BuilderModel(builderApi(http), [
        ...OFFERABLE_KINDS,
        ...pointKinds.filter((k) => k !== 'document' && !OFFERABLE_KINDS.includes(k)),
      ]),
  );
  const load = useLoad(`sdoc-builder-${attempt}`, (signal) => model.load(signal));

  let body;
  if (load.status === 'loading') body = <Spinner label={t('builder.loading')} data-testid="sdoc-builder-loading" />;
  else if (load.status === 'failed' || load.status === 'notFound')
    body = (
      <MessageBar intent="error" data-testid="sdoc-builder-failed">
        <MessageBarBody>
          {t('builder.failed', { message: load.status === 'failed' ? load.message : '' })}
        </MessageBarBody>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {t('builder.reload')}
        </Button>
      </MessageBar>
    );
  else if (model.classes.length === 0)
    body = (
      <EmptyState title={t('builder.empty')}>
        <span data-testid="sdoc-builder-empty">{t('builder.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <div className={styles.layout}>
        <ClassTable model={model} />
        <ClassEditor model={model} />
      </div>
    );

  return (
    <Page
      title={t('builder.title')}
      testId="sdoc-builder"
      actions={
        tab === 'classes' && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => setCreating(true)}
            data-testid="sdoc-builder-create"
          >
            {t('builder.create.button')}
          </Button>
        )
      }
    >
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, d) => setTab(d.value as 'classes' | 'numbering')}
      >
        <Tab value="classes" data-testid="sdoc-builder-tab-classes">
          {t('builder.tabs.classes')}
        </Tab>
        <Tab value="numbering" data-testid="sdoc-builder-tab-numbering">
          {t('builder.tabs.numbering')}
        </Tab>
      </TabList>
      {tab === 'numbering' ? <NumberingSetsEditor /> : body}
      {creating && (
        <CreateClassDialog
          onClose={() => setCreating(false)}
          onCreate={async (name) => {
            await model.create(name);
            setCreating(false);
          }}
        />
      )}
    </Page>
  );
});
