/** The courses part's labels (namespace `education`, key `courses`). */
export const labels = {
  menu: 'Курсы',
  title: 'Курсы',
};
