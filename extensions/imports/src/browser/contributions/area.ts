import { ArrowImportRegular } from '@fluentui/react-icons';
import type { ContributionPart } from '@ontobench/sdk';

/** The imports menu group and its icon, which every part's menu entries use. */
export const area: ContributionPart = {
  icons: [{ id: 'imports', component: ArrowImportRegular }],
  menuGroups: [{ id: 'imports', labelKey: 'menuGroup', order: 85 }],
};
