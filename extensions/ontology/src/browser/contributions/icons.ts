import { OrganizationRegular } from '@fluentui/react-icons';
import type { ContributionPart } from '@ontobench/sdk';

/** The area's icon, named `ontology` by its menus, kinds and recent links (and by plugins that borrow it). */
export const icons: ContributionPart = {
  icons: [{ id: 'ontology', component: OrganizationRegular }],
};
