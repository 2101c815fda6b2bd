import type { ElementFields } from '../../common/api.ts';

/** One element of the demo document: kind, fields, children. */
export interface DemoElement {
  kind: string;
  fields?: Partial<ElementFields>;
  children?: DemoElement[];
}

const e = (kind: string, fields: Partial<ElementFields> = {}, children: DemoElement[] = []): DemoElement => ({
  kind,
  fields,
  children,
});
const text = (content: string) => e('paragraph', { content });
const item = (content: string) => e('contentHolder', { content });
const section = (title: string, children: DemoElement[], strategy: ElementFields['numberingStrategy'] = 'continue') =>
  e('section', { title, numberingStrategy: strategy, numberingSetAlias: 'sections' }, children);
const cell = (content: string) => e('tableCell', { content });

/** The analysis area's demo search, found by name (domain.md §7: "read from the semantic search class by name"). */
const DEMO_SEARCH = 'Учебные курсы и зачётные единицы';

const PROCESS = ['```mermaid', 'flowchart LR', '  Тема --> План --> Черновик --> Защита', '```'].join('\n');

/** The demo structured document (issue 16 item 10): every kind, numbered sections, generated lists. */
export const DEMO_SDOC_TREE: DemoElement[] = [
  e('documentMetadata', { title: 'Содержание' }),
  section(
    'Общие положения',
    [
      text('Положение определяет порядок подготовки, оформления и защиты курсовых работ студентами университета.'),
      text('Курсовая работа выполняется под руководством преподавателя кафедры и защищается перед комиссией.'),
      e('orderedList', { title: 'Цели курсовой работы' }, [
        item('Закрепить знания, полученные при изучении дисциплины.'),
        item('Научить самостоятельной работе с литературой и источниками.'),
        item('Подготовить студента к выпускной квалификационной работе.'),
      ]),
    ],
    'start',
  ),
  section('Требования к оформлению', [
    section(
      'Структура работы',
      [
        e('unorderedList', {}, [
          item('Титульный лист и содержание.'),
          item('Введение с целью и задачами.'),
          item('Основная часть из двух или трёх глав.'),
          item('Заключение и список литературы.'),
        ]),
      ],
      'inherit',
    ),
    section(
      'Таблицы и иллюстрации',
      [
        e('table', { title: 'Сроки выполнения' }, [
          e('tableColumns', {}, [
            e('tableColumn', { title: 'Этап' }),
            e('tableColumn', { title: 'Срок' }),
            e('tableColumn', { title: 'Ответственный' }),
          ]),
          e('tableRows', {}, [
            e('tableRow', {}, [cell('Выбор темы'), cell('1 октября'), cell('Студент')]),
            e('tableRow', {}, [cell('План работы'), cell('15 октября'), cell('Руководитель')]),
            e('tableRow', {}, [cell('Защита'), cell('20 декабря'), cell('Комиссия')]),
          ]),
        ]),
        e('illustration', { title: 'Этапы подготовки работы', content: PROCESS }),
      ],
      'inherit',
    ),
  ]),
  section('Порядок защиты', [
    text('Защита проводится публично. Студент докладывает результаты за 7–10 минут и отвечает на вопросы.'),
    e('columns', {}, [
      e('column', {}, [item('Комиссия оценивает содержание, оформление и доклад.')]),
      e('column', {}, [item('Оценка выставляется по пятибалльной шкале и вносится в ведомость.')]),
    ]),
    e('externalContent', { title: 'Бланк отзыва руководителя', content: 'https://example.org/forms/review.pdf' }),
    e('composer', { title: 'Памятка студенту' }, [
      text('Распечатайте работу за три дня до защиты и сдайте её на кафедру.'),
    ]),
  ]),
  e('illustrationList', { title: 'Список иллюстраций' }),
  e('tableList', { title: 'Список таблиц' }),
  e('glossary', { title: 'Глоссарий' }, [
    e('glossaryItem', { title: 'Курсовая работа', content: 'Самостоятельная учебная работа студента по дисциплине.' }),
    e('glossaryItem', {
      title: 'Руководитель',
      content: 'Преподаватель, который консультирует студента и пишет отзыв.',
    }),
  ]),
  e('bibliography', { title: 'Список литературы' }, [
    e('bibliographyItem', {
      content: 'ГОСТ 7.32-2017. Отчёт о научно-исследовательской работе. Структура и правила оформления.',
    }),
    e('bibliographyItem', {
      content: 'Кузнецов И. Н. Учебно-методическое пособие по написанию курсовых работ. — М., 2024.',
    }),
  ]),
  e('alphabetIndex', { title: 'Предметный указатель' }, [
    e('alphabetIndexItem', { title: 'Защита', content: 'раздел 3' }),
    e('alphabetIndexItem', { title: 'Оформление', content: 'раздел 2' }),
  ]),
  section('Приложение', [
    e('semanticSearchResult', {
      title: 'Учебные курсы',
      content: 'Результат семантического поиска по курсам университета.',
      settings: { semanticSearch: DEMO_SEARCH },
    }),
    e('contentHolder', { title: 'Сводка' }, [
      e('generator', {
        title: 'Перечень курсов',
        content: '{{Курс}}: {{Зачётные единицы}} з. е.',
        settings: { mode: 'free', semanticSearch: DEMO_SEARCH },
      }),
    ]),
    e('table', { title: 'Курсы по объёму' }, [
      e('generator', { title: 'Строки из поиска', settings: { mode: 'table', semanticSearch: DEMO_SEARCH } }),
    ]),
  ]),
];
