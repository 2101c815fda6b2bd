/** The reports part's labels (en). */
export const labels = {
  title: 'Reports',
  menu: 'Reports',
  designerTitle: 'Report designer',
  viewerTitle: 'Report',
  viewTitle: 'Printable report',
  quickLaunch: 'Report',
  recent: 'Report',
};
