import { FlowRegular } from '@fluentui/react-icons';
import type { ContributionPart } from '@ontobench/sdk';

/** The processes menu group and its icon, which every part's menu entries use. */
export const area: ContributionPart = {
  icons: [{ id: 'processes', component: FlowRegular }],
  menuGroups: [{ id: 'processes', labelKey: 'menuGroup', order: 50 }],
};
