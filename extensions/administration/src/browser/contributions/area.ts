import {
  CodeRegular,
  CopyRegular,
  FormRegular,
  WindowConsoleRegular,
  PeopleRegular,
  PersonKeyRegular,
  ShieldRegular,
} from '@fluentui/react-icons';
import type { ContributionPart } from '@ontobench/sdk';

/**
 * The administration area's icons. Its menu entries go in the shell's own `administration` group (the
 * extension manager's are there too).
 */
export const area: ContributionPart = {
  icons: [
    { id: 'administration.users', component: PeopleRegular },
    { id: 'administration.roles', component: ShieldRegular },
    { id: 'administration.assignments', component: PersonKeyRegular },
    { id: 'administration.commands', component: CodeRegular },
    { id: 'administration.views', component: FormRegular },
    { id: 'administration.console', component: WindowConsoleRegular },
    { id: 'administration.copy', component: CopyRegular },
  ],
};
