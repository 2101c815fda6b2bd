import { DataTrendingRegular } from '@fluentui/react-icons';
import type { ContributionPart } from '@ontobench/sdk';

/** The analysis menu group and its icon, which every part's menu entries use. */
export const area: ContributionPart = {
  icons: [{ id: 'analysis', component: DataTrendingRegular }],
  menuGroups: [{ id: 'analysis', labelKey: 'menuGroup', order: 40 }],
};
