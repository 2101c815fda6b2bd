import { useCallback, useState } from 'react';
import { Button, Field, Link as FluentLink, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, OpenRegular } from '@fluentui/react-icons';
import {
  AssignmentsPanel,
  ObjectForm,
  ObjectList,
  ObjectMeta,
  Page,
  PROP,
  Services,
  useService,
  useT,
} from '@ontobench/sdk';
import { Link, useLocation, useSearch } from 'wouter';
import type { PublicationTree } from '../../../common/api.ts';
import { DOC_CLASS, DOC_PROP } from '../../../common/schema.ts';
import { PublicationFields } from '../components/PublicationFields.tsx';
import { PublicationLinks } from '../components/PublicationLinks.tsx';
import { publicationsPath, publicationViewPath } from '../paths.ts';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(260px, 1fr) 2fr', gap: tokens.spacingHorizontalXL },
  detail: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/**
 * `/publications` (shell.md §2; domain.md §3 Publication): the list of publications, create, and the open
 * publication (`?id=`): every field in the object form, the public flag, the read-only settings of its
 * automatic processing, its tree of published document versions, and the view link (`/doctree/{id}`
 * with `type=publication`).
 */
export default function PublicationsPage() {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const notifications = useService(Services.Notifications);
  const [, navigate] = useLocation();
  const selected = new URLSearchParams(useSearch()).get('id');
  const [reload, setReload] = useState(0);
  const [readonly, setReadonly] = useState(true);
  const [head, setHead] = useState<PublicationTree['publication'] | null>(null);
  const onTree = useCallback((tree: PublicationTree) => setHead(tree.publication), []);

  const create = async () => {
    const inst = crypto.randomUUID();
    try {
      await data.setData([{ op: 'new', class: DOC_CLASS.Publication, name: t('publications.page.newName'), inst }]);
      setReload((n) => n + 1);
      navigate(publicationsPath(inst));
    } catch (error) {
      console.error(error);
      notifications.show({ text: t('publications.page.createFailed') });
    }
  };
  const setPublic = async (isPublic: boolean) => {
    if (!selected) return;
    try {
      await data.setData([{ op: 'upd', inst: selected, prop: PROP.isPublic, val: isPublic }]);
      setHead((h) => (h ? { ...h, isPublic } : h));
    } catch (error) {
      console.error(error);
      notifications.show({ text: t('publications.links.forbidden') });
    }
  };

  return (
    <Page
      title={t('publications.page.title')}
      testId="publications-page"
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void create()}>
          {t('publications.page.create')}
        </Button>
      }
    >
      <div className={styles.layout}>
        <ObjectList
          classId={DOC_CLASS.Publication}
          columns={[
            { prop: PROP.name, label: t('publications.form.name'), width: '2fr', sortable: true },
            { prop: PROP.code, label: t('publications.form.code'), width: '1fr', sortable: true },
          ]}
          initialSort={{ prop: PROP.name, dir: 'asc' }}
          onOpen={(row) => navigate(publicationsPath(row.id))}
          reloadKey={reload}
          label={t('publications.page.title')}
          testId="publication-list"
        />
        {selected && (
          <div className={styles.detail} key={selected}>
            <FluentLink as="a" href={publicationViewPath(selected)} target="_blank" data-testid="publication-view-link">
              <OpenRegular /> {t('publications.page.view')}
            </FluentLink>
            <ObjectForm
              classId={DOC_CLASS.Publication}
              instId={selected}
              hide={[DOC_PROP.settings, PROP.isPublic, PROP.code, DOC_PROP.annotation]}
              labels={{ [PROP.name]: t('publications.form.name') }}
              onLoaded={(_, readonly) => setReadonly(readonly)}
              onSaved={() => setReload((n) => n + 1)}
            />
            <PublicationFields publicationId={selected} readonly={readonly} />
            <Switch
              checked={head?.isPublic ?? false}
              disabled={!head || readonly}
              label={t('publications.form.public')}
              onChange={(_, d) => void setPublic(d.checked)}
              data-testid="publication-public"
            />
            <Field label={t('publications.form.settings')} hint={t('publications.form.settingsHint')}>
              <Textarea value={head?.settings ?? ''} readOnly resize="vertical" />
            </Field>
            <PublicationLinks publicationId={selected} onTree={onTree} />
            <ObjectMeta classId={DOC_CLASS.Publication} instId={selected} readonly={readonly} />
            <AssignmentsPanel instId={selected} readonly={readonly} />
            <Link href="/publications">{t('publications.page.close')}</Link>
          </div>
        )}
      </div>
    </Page>
  );
}
