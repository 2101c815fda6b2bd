/**
 * The kinds' own editors and previews (ru), namespace `structured-documents.pages`, key `kindEditors`.
 * `{{…}}` hold what is not translated (addresses' schemes, format names).
 */
export const kindEditors = {
  settings: 'Настройки: {{kind}}',
  preview: 'Как это выглядит',
  previewEmpty: 'Пока показывать нечего.',
  table: {
    showTitle: 'Показывать заголовок',
    maxWidth: 'Во всю ширину страницы',
    border: 'Границы',
    borders: { all: 'Все', outer: 'Внешние', inner: 'Внутренние', horizontal: 'Горизонтальные', none: 'Без границ' },
    borderSize: 'Толщина границы, пикс.',
    borderSizeInvalid: 'Нужно число не меньше 0.',
    showHeaders: 'Показывать заголовки столбцов',
    showInTableList: 'Включать в список таблиц',
    markdownHeaderLevel: 'Уровень заголовка таблицы в разметке {{format}} (0 — без заголовка)',
    markdownHeaderLevelInvalid: 'Нужно целое число от 0 до 6.',
  },
  column: {
    align: 'Выравнивание',
    aligns: { left: 'По левому краю', center: 'По центру', right: 'По правому краю', justify: 'По ширине' },
    widthType: 'Ширина задаётся в',
    widthTypes: { px: 'пикселях', percent: 'процентах' },
    width: 'Ширина',
    widthHint: '−1 — ширина не задана.',
    widthInvalid: 'Нужно число не меньше 0 или −1 (ширина не задана).',
  },
  cell: {
    rowspan: 'Занимает строк',
    colspan: 'Занимает столбцов',
    spanInvalid: 'Нужно целое число не меньше 1.',
  },
  generator: {
    mode: 'Режим',
    modes: { free: 'Свободный', table: 'Заполняет таблицу' },
    tableOnlyInEmptyTable: 'Режим «Заполняет таблицу» возможен только в пустой таблице.',
    tableNeedsTableMode: 'В таблице генератор работает только в режиме «Заполняет таблицу».',
  },
  search: {
    columnTitle: 'Заголовок столбца',
    label: 'Семантический поиск',
    hint: 'Название или идентификатор семантического поиска; его строки наполняют компонент. В свободном режиме генератора содержимое — шаблон строки: {{placeholder}} заменяется значением этого столбца в строке.',
  },
  illustration: {
    width: 'Ширина, пикс.',
    widthInvalid: 'Нужно число больше 0.',
    detected: 'Содержимое распознано как: {{type}}',
    types: {
      markdownImage: 'изображение в разметке {{format}}',
      url: 'веб-адрес изображения',
      dataImage: 'встроенное изображение',
      relativePath: 'относительный путь к файлу',
      mermaid: 'диаграмма {{format}}',
      taxonomy: 'таксономия',
      discourse: 'дискурс',
      diagram: 'диаграмма',
      unknown: 'не распознано (будет показано как текст)',
    },
  },
  external: {
    url: 'Адрес внешнего содержимого',
    urlHint: 'Адрес, который начинается с {{schemes}}.',
    urlInvalid: 'Нужен адрес, который начинается с {{schemes}}.',
  },
  refused: 'Изменение не принято документом.',
};
