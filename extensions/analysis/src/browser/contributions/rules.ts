import type { ContributionPart } from '@ontobench/sdk';
import { RULE_CLASS } from '../../common/rules/schema.ts';
import { analysisPath } from '../../common/routes.ts';

/**
 * The OWL rules part of the analysis area (issue 18 items 4, 8): `/owl-rules` (the user's rules) and
 * `/owl-rule/{id}` (the editor, with run, apply and undo; `new` opens an unsaved rule), the menu entry,
 * the quick-launch kind and the recent-link type `owlRule`. Pages are lazy chunks.
 */
export const rules: ContributionPart = {
  routes: [
    {
      id: 'analysis.rules',
      path: analysisPath.rules,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'rules.title',
      page: () => import('../rules/pages/RulesPage.tsx'),
    },
    {
      id: 'analysis.rule',
      path: analysisPath.rule(':id'),
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'rules.editorTitle',
      page: () => import('../rules/pages/RuleEditorPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'analysis.menu.rules',
      group: 'analysis',
      icon: 'analysis',
      order: 20,
      labelKey: 'rules.menu',
      route: analysisPath.rules,
    },
  ],
  quickLaunchKinds: [
    {
      id: 'owlRule',
      labelKey: 'rules.quickLaunch',
      icon: 'analysis',
      classIds: [RULE_CLASS.OwlRule],
      open: analysisPath.rule(':id'),
    },
  ],
  recentLinkTypes: [{ id: 'owlRule', labelKey: 'rules.recent', icon: 'analysis' }],
};
