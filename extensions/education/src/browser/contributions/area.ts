import { HatGraduationRegular } from '@fluentui/react-icons';
import type { ContributionPart } from '@ontobench/sdk';
import { EDU_ME_API, type EduMe } from '../../common/app/api.ts';
import { EDUCATION_APP } from '../../common/app/roles.ts';

/** The context key of the teachers' menu entries (docs/education.md "Menu entries by role"). */
export const TEACHES = 'education.teaches';

/**
 * The education app (shell.md §2, §6: its non-administrators reach only its routes), the menu group and its
 * icon, which every part's menu entries use, and `education.teaches`: whether the signed-in user teaches
 * (`GET edu/me`, domain.md §6), which the teachers' entries show under (`when`).
 */
export const area: ContributionPart = {
  apps: [EDUCATION_APP],
  icons: [{ id: 'education', component: HatGraduationRegular }],
  menuGroups: [{ id: 'education', labelKey: 'menuGroup', order: 60 }],
  contextKeys: [
    {
      id: TEACHES,
      // The HTTP client itself, not the SDK's apiRequest/replyJson: those would join the first page's chunks.
      evaluate: async ({ http }) => {
        const reply = await http.request(`/api/${EDU_ME_API.me}`);
        if (!reply.ok) throw new Error(`${EDU_ME_API.me} answered ${reply.status}`);
        return ((await reply.json()) as EduMe).teaches;
      },
    },
  ],
};
