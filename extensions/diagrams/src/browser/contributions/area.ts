import { FlowchartRegular, OrganizationRegular } from '@fluentui/react-icons';
import type { ContributionPart } from '@ontobench/sdk';

/** The diagrams menu group and its icons, which every part's menu entries use. */
export const area: ContributionPart = {
  icons: [
    { id: 'diagram', component: FlowchartRegular },
    { id: 'graph', component: OrganizationRegular },
  ],
  menuGroups: [{ id: 'diagrams', labelKey: 'menuGroup', order: 50 }],
};
