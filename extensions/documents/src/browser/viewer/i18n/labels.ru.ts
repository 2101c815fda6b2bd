/** The viewer part's labels (ru): menu entries, quick-launch and command names (namespace `documents`). */
export const labels = {
  recent: { document: 'Документ' },
  quickLaunch: { document: 'Документ' },
};
