/** The document import's page texts (namespace `imports-docs.pages`, key `docs`). */
export const pages = {
  title: 'Импорт документов',
  intro:
    'Файл Word (.docx) или Markdown (.md) становится документом раздела «Документы»: заголовки, абзацы, выделение, ссылки, списки и таблицы. Название документа — его первый заголовок или имя файла.',
  file: {
    label: 'Файлы .docx или .md',
    hint: 'Можно выбрать несколько файлов: каждый станет отдельным документом. Не больше 20 МБ.',
    wrongType: 'Поддерживаются файлы Word (.docx) и Markdown (.md)',
    tooLarge: 'Файл больше {{mb}} МБ',
  },
  empty: 'Файлы не выбраны',
  emptyHint: 'Выберите документ .docx или .md: сначала покажем, что из него получится.',
  checking: 'Проверка файла…',
  refused: 'Файл не импортируется: {{message}}',
  failed: 'Импорт не выполнен, ничего не записано: {{message}}',
  format: { docx: 'Word (.docx)', markdown: 'Markdown' },
  preview: {
    name: 'Название документа: {{name}}',
    counts: 'Заголовков: {{headings}}, абзацев: {{paragraphs}}, таблиц: {{tables}}, изображений: {{images}}',
    outline: 'Заголовки документа',
    noHeadings: 'В документе нет заголовков',
    warnings: 'Замечания',
  },
  actions: {
    run_one: 'Импортировать {{count}} файл',
    run_few: 'Импортировать {{count}} файла',
    run_many: 'Импортировать {{count}} файлов',
    run_other: 'Импортировать файлы: {{count}}',
    running: 'Импорт…',
    remove: 'Убрать',
    clear: 'Очистить список',
  },
  remove: 'Убрать файл «{{name}}» из списка',
  done: 'Документ «{{name}}» создан.',
  open: 'Открыть документ',
  results: 'Все импорты',
};
