/**
 * The sample ontology of the demo: a university knowledge model in Russian. Classes form a hierarchy
 * (several parents allowed); properties have domains and ranges; individuals are generated from
 * fixed word lists with a seeded generator, so every fresh demo database is the same.
 */
export interface SampleClass {
  key: string;
  name: string;
  parents: string[];
}

const tree: [string, string, string[]][] = [
  ['thing', 'Сущность', []],
  ['agent', 'Агент', ['thing']],
  ['person', 'Персона', ['agent']],
  ['employee', 'Сотрудник', ['person']],
  ['teacher', 'Преподаватель', ['employee']],
  ['professor', 'Профессор', ['teacher']],
  ['docent', 'Доцент', ['teacher']],
  ['assistant', 'Ассистент', ['teacher']],
  ['researcher', 'Научный сотрудник', ['employee']],
  ['administrator', 'Административный работник', ['employee']],
  ['student', 'Студент', ['person']],
  ['bachelor', 'Бакалавр', ['student']],
  ['master', 'Магистрант', ['student']],
  ['postgraduate', 'Аспирант', ['student', 'researcher']],
  ['organization', 'Организация', ['agent']],
  ['university', 'Университет', ['organization']],
  ['unit', 'Подразделение', ['organization']],
  ['faculty', 'Факультет', ['unit']],
  ['department', 'Кафедра', ['unit']],
  ['laboratory', 'Лаборатория', ['unit']],
  ['company', 'Компания-партнёр', ['organization']],
  ['activity', 'Деятельность', ['thing']],
  ['education', 'Учебная деятельность', ['activity']],
  ['course', 'Учебный курс', ['education']],
  ['lecture', 'Лекция', ['education']],
  ['seminar', 'Семинар', ['education']],
  ['labwork', 'Лабораторная работа', ['education']],
  ['exam', 'Экзамен', ['education']],
  ['research', 'Научная деятельность', ['activity']],
  ['project', 'Научный проект', ['research']],
  ['grant', 'Грант', ['research']],
  ['conference', 'Конференция', ['research']],
  ['artifact', 'Артефакт', ['thing']],
  ['document', 'Документ', ['artifact']],
  ['order', 'Приказ', ['document']],
  ['curriculum', 'Учебный план', ['document']],
  ['syllabus', 'Рабочая программа', ['document']],
  ['publication', 'Публикация', ['artifact', 'document']],
  ['article', 'Статья', ['publication']],
  ['monograph', 'Монография', ['publication']],
  ['thesis', 'Диссертация', ['publication']],
  ['equipment', 'Оборудование', ['artifact']],
  ['computer', 'Компьютер', ['equipment']],
  ['instrument', 'Измерительный прибор', ['equipment']],
  ['place', 'Место', ['thing']],
  ['building', 'Корпус', ['place']],
  ['room', 'Аудитория', ['place']],
  ['concept', 'Понятие', ['thing']],
  ['discipline', 'Научная дисциплина', ['concept']],
  ['competence', 'Компетенция', ['concept']],
];

export const SAMPLE_CLASSES: SampleClass[] = tree.map(([key, name, parents]) => ({ key, name, parents }));

export interface SampleProperty {
  key: string;
  name: string;
  kind: 'data' | 'object';
  baseType?: 'string' | 'integer' | 'real' | 'date' | 'boolean';
  domain: string[];
  range?: string[];
  multiple?: boolean;
}

export const SAMPLE_PROPERTIES: SampleProperty[] = [
  { key: 'birthDate', name: 'Дата рождения', kind: 'data', baseType: 'date', domain: ['person'] },
  { key: 'email', name: 'Электронная почта', kind: 'data', baseType: 'string', domain: ['person'] },
  { key: 'rate', name: 'Ставка', kind: 'data', baseType: 'real', domain: ['employee'] },
  { key: 'hIndex', name: 'Индекс Хирша', kind: 'data', baseType: 'integer', domain: ['researcher', 'teacher'] },
  { key: 'year', name: 'Курс обучения', kind: 'data', baseType: 'integer', domain: ['student'] },
  { key: 'scholarship', name: 'Получает стипендию', kind: 'data', baseType: 'boolean', domain: ['student'] },
  { key: 'credits', name: 'Зачётные единицы', kind: 'data', baseType: 'integer', domain: ['course'] },
  { key: 'capacity', name: 'Вместимость', kind: 'data', baseType: 'integer', domain: ['room'] },
  { key: 'published', name: 'Дата публикации', kind: 'data', baseType: 'date', domain: ['publication'] },
  { key: 'worksIn', name: 'Работает в', kind: 'object', domain: ['employee'], range: ['unit'] },
  { key: 'studiesAt', name: 'Учится на', kind: 'object', domain: ['student'], range: ['faculty'] },
  { key: 'partOf', name: 'Входит в', kind: 'object', domain: ['unit'], range: ['organization'] },
  { key: 'teaches', name: 'Ведёт', kind: 'object', domain: ['teacher'], range: ['course'], multiple: true },
  { key: 'attends', name: 'Посещает', kind: 'object', domain: ['student'], range: ['course'], multiple: true },
  {
    key: 'authorOf',
    name: 'Автор публикации',
    kind: 'object',
    domain: ['person'],
    range: ['publication'],
    multiple: true,
  },
  { key: 'locatedIn', name: 'Находится в', kind: 'object', domain: ['room', 'unit'], range: ['building'] },
  {
    key: 'field',
    name: 'Область знаний',
    kind: 'object',
    domain: ['course', 'project', 'publication'],
    range: ['discipline'],
    multiple: true,
  },
];

export const WORDS = {
  surnames: [
    'Иванов',
    'Петров',
    'Сидоров',
    'Кузнецов',
    'Смирнов',
    'Попов',
    'Волков',
    'Соколов',
    'Лебедев',
    'Козлов',
    'Новиков',
    'Морозов',
    'Павлов',
    'Семёнов',
    'Голубев',
    'Виноградов',
    'Богданов',
    'Воробьёв',
    'Фёдоров',
    'Михайлов',
  ],
  maleNames: ['Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Артём', 'Илья', 'Кирилл', 'Михаил'],
  femaleNames: ['Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Татьяна', 'Ирина', 'Екатерина', 'Светлана', 'Юлия'],
  patronymics: [
    'Александров',
    'Дмитриев',
    'Сергеев',
    'Андреев',
    'Алексеев',
    'Михайлов',
    'Николаев',
    'Иванов',
    'Петров',
    'Викторов',
  ],
  disciplines: [
    'Математика',
    'Физика',
    'Информатика',
    'Химия',
    'Биология',
    'История',
    'Лингвистика',
    'Экономика',
    'Философия',
    'Социология',
    'Психология',
    'Право',
  ],
  topics: [
    'анализ данных',
    'онтологии',
    'машинное обучение',
    'теория графов',
    'квантовая механика',
    'органический синтез',
    'генетика',
    'экономика знаний',
    'формальная логика',
    'семантический веб',
    'компьютерная лингвистика',
    'теория вероятностей',
  ],
};
