/** Shell texts of the workbench API (unsaved-changes guard, toolbar), Russian. Keys mirror workbench.en.ts. */
export const workbenchRu = {
  unsaved: {
    title: 'Уйти без сохранения?',
    message: 'На странице есть несохранённые изменения. Если уйти, они будут потеряны.',
    leave: 'Уйти',
    stay: 'Остаться',
  },
  toolbar: {
    title: 'Панель инструментов',
    withKeys: '{{label}} ({{keys}})',
  },
};
