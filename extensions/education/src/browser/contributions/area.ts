import { HatGraduationRegular } from '@fluentui/react-icons';
import type { ContributionPart } from '@ontobench/sdk';
import { EDUCATION_APP } from '../../common/app/roles.ts';

/**
 * The education app (shell.md §2, §6: its non-administrators reach only its routes), the menu group and its
 * icon, which every part's menu entries use.
 */
export const area: ContributionPart = {
  apps: [EDUCATION_APP],
  icons: [{ id: 'education', component: HatGraduationRegular }],
  menuGroups: [{ id: 'education', labelKey: 'menuGroup', order: 60 }],
};
