import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { ObjectListPage, Services, useService, useT } from '@ontobench/sdk';
import { analysisPath } from '../../../common/routes.ts';
import { deleteRule, listRules } from '../api.ts';

/** `/owl-rules` (issue 18 item 4): the user's OWL rules (name, date), create, open, delete with confirm. */
export default function RulesPage() {
  const { t } = useT();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  return (
    <ObjectListPage
      texts="rules.list"
      testIds={{
        page: 'owl-rules',
        list: 'owl-rules-list',
        failed: 'owl-rules-failed',
        empty: 'owl-rules-empty',
        remove: 'owl-rule-delete',
      }}
      loadKey="owl-rules"
      load={(signal) => listRules(http, signal)}
      remove={(rule) => deleteRule(http, rule.id)}
      href={(rule) => analysisPath.rule(rule.id)}
      date={(rule) => rule.dateCreate}
      create={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => navigate(analysisPath.rule('new'))}
          data-testid="owl-rule-create"
        >
          {t('rules.list.create')}
        </Button>
      }
    />
  );
}
