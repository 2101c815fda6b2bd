import type { DocNode } from '../../common/api.ts';
import { b, code, codeBlock, doc, h, hr, i, li, link, ol, p, quote, ref, table, ul } from './build.ts';

/** Fixed ids of the demo documents: other parts of the area (comments, publications) seed onto them. */
const demoId = (n: number) => `0d0cde00-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const DEMO_DOCUMENTS = {
  /** «Руководство по модели университета»: public. */
  universityGuide: demoId(1),
  /** «Пиццерия: меню и состав»: references into the pizza ontology, expands the glossary. */
  pizzaMenu: demoId(2),
  /** «Глоссарий пиццерии»: short, expanded into the menu with `!`. */
  glossary: demoId(3),
  /** «Регламент ведения документов»: three heading levels, nested lists, a quote, code. */
  rules: demoId(4),
  /** «Отчёт о научной деятельности кафедры»: a draft with a table. */
  report: demoId(5),
} as const;

/** The demo's terms the documents refer to (null when the demo has no such term). */
export interface DemoTerms {
  student: string | null;
  teacher: string | null;
  course: string | null;
  department: string | null;
  credits: string | null;
  /** One course of the demo (its name has characters a display name may not hold). */
  someCourse: string | null;
  pizza: string | null;
  margherita: string | null;
  price: string | null;
  topping: string | null;
}

export interface DemoDocument {
  id: string;
  name: string;
  annotation: string;
  content: DocNode;
  isPublic?: boolean;
  inUniversity?: boolean;
}

export function demoDocuments(t: DemoTerms): DemoDocument[] {
  return [
    {
      id: DEMO_DOCUMENTS.universityGuide,
      name: 'Руководство по модели университета',
      annotation: 'Как устроена демонстрационная онтология «Университет» и как с ней работать.',
      isPublic: true,
      inUniversity: true,
      content: doc(
        h(1, 'Руководство по модели университета'),
        p(
          'Модель описывает людей, подразделения, учёбу и науку. Главные понятия — ',
          ref('class', t.student, 'Студент'),
          ', ',
          ref('class', t.teacher, 'Преподаватель'),
          ' и ',
          ref('class', t.course, 'Учебный курс'),
          '.',
        ),
        h(2, 'Люди'),
        p('Каждый человек — ', b('персона'), ': у него есть дата рождения и электронная почта.'),
        ul(
          li(p(ref('class', t.student, 'Студент'), ' учится на факультете и посещает курсы.')),
          li(
            p(ref('class', t.teacher, 'Преподаватель'), ' работает на кафедре и ведёт курсы.'),
            ul('Профессор', 'Доцент', 'Ассистент'),
          ),
        ),
        h(2, 'Учёба'),
        h(3, 'Курсы и зачётные единицы'),
        p(
          'Объём курса измеряется свойством ',
          b('Зачётные единицы'),
          ': например, у курса ',
          ref('class', t.someCourse, 'из списка курсов', { named: false }),
          ' их ',
          ref('scalar', t.credits, 'несколько', { second: t.someCourse }),
          '. Курсы с наибольшим объёмом можно найти фильтром:',
        ),
        codeBlock('text', "[class] = 'Учебный курс' and [Зачётные единицы] >= 5"),
        table(
          ['Понятие', 'Что описывает', 'Пример'],
          [ref('class', t.student, 'Студент'), 'Обучающийся', 'Бакалавр, магистрант'],
          [ref('class', t.course, 'Учебный курс'), 'Дисциплина с объёмом', 'Онтологии и знания'],
          [ref('class', t.department, 'Кафедра'), 'Подразделение факультета', 'Кафедра информатики'],
        ),
        h(2, 'Где узнать больше'),
        p(
          'Классы модели — на странице ',
          link('списка классов', '/class_list'),
          ', стандарт OWL — на сайте ',
          link('W3C', 'https://www.w3.org/OWL/'),
          '.',
        ),
      ),
    },
    {
      id: DEMO_DOCUMENTS.glossary,
      name: 'Глоссарий пиццерии',
      annotation: 'Определения, которые меню раскрывает ссылкой.',
      content: doc(
        p(b('Основа'), ' — тесто, на котором выпекается пицца: тонкое или пышное.'),
        p(b('Начинка'), ' — всё, что кладут на основу: сыр, овощи, мясо, соус.'),
      ),
    },
    {
      id: DEMO_DOCUMENTS.pizzaMenu,
      name: 'Пиццерия: меню и состав',
      annotation: 'Меню со ссылками на онтологию «Пиццерия».',
      content: doc(
        h(1, 'Меню'),
        p(
          'Каждая ',
          ref('class', t.pizza, 'Пицца'),
          ' состоит из основы и начинок (',
          ref('class', t.topping, 'Начинка'),
          ').',
        ),
        h(2, 'Цены'),
        table(
          ['Пицца', 'Цена, ₽'],
          [ref('class', t.margherita, 'Маргарита'), ref('property', t.price, 'не указана', { second: t.margherita })],
        ),
        p(i('Цены взяты из онтологии: поменяйте значение свойства — изменится и меню.')),
        h(2, 'Термины'),
        p(ref('document', DEMO_DOCUMENTS.glossary, 'Глоссарий пиццерии', { expand: 1 })),
      ),
    },
    {
      id: DEMO_DOCUMENTS.rules,
      name: 'Регламент ведения документов',
      annotation: 'Порядок создания, согласования и публикации документов.',
      inUniversity: true,
      content: doc(
        h(1, 'Регламент ведения документов'),
        h(2, '1. Создание'),
        ol(
          li(p('Создайте документ в разделе «Документы».')),
          li(p('Заполните поля:'), ul('код', 'название', 'предметную область', 'аннотацию')),
          li(p('Напишите текст; он сохраняется сам.')),
        ),
        h(2, '2. Ссылки на понятия'),
        h(3, '2.1. Синтаксис'),
        p(
          'Ссылка пишется так: ',
          code(':class-<uuid>(Имя)'),
          '. Два восклицательных знака раскрывают содержание с заголовком.',
        ),
        codeBlock('text', ':class-<uuid>(Студент)\n!:document-<uuid>\n!!:document-<uuid>'),
        h(3, '2.2. Глубина раскрытия'),
        quote(p('Раскрытие рекурсивно до глубины 5; отсутствующее значение показывается прочерком.')),
        h(2, '3. Публикация'),
        p('Публичный документ доступен по ссылке без входа. Посетители видят копию, сделанную при открытии доступа.'),
        hr(),
        p(i('Регламент утверждён на заседании кафедры.')),
      ),
    },
    {
      id: DEMO_DOCUMENTS.report,
      name: 'Отчёт о научной деятельности кафедры',
      annotation: 'Черновик отчёта за учебный год.',
      inUniversity: true,
      content: doc(
        h(1, 'Отчёт о научной деятельности'),
        h(2, 'Публикации'),
        table(['Вид', 'Количество'], ['Статьи', '40'], ['Монографии', '8'], ['Диссертации', '6']),
        h(2, 'Проекты и гранты'),
        ul('12 научных проектов', '4 гранта', '4 конференции'),
        h(3, 'Планы'),
        p('Подготовить ', b('две монографии'), ' и подать заявки на новые гранты.'),
      ),
    },
  ];
}
