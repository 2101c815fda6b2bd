/**
 * Russian for the strings bpmn-js shows in its palette, context pad and search (issue 17 item 1); other
 * strings, and every string in English, pass as they are. `{name}` placeholders are filled as bpmn-js does.
 */
export const RU: Readonly<Record<string, string>> = {
  'Activate hand tool': 'Рука: перемещать холст',
  'Activate lasso tool': 'Лассо: выделить область',
  'Activate create/remove space tool': 'Добавить или убрать место',
  'Activate global connect tool': 'Соединить элементы',
  'Create start event': 'Начальное событие',
  'Create end event': 'Конечное событие',
  'Create intermediate/boundary event': 'Промежуточное или граничное событие',
  'Create gateway': 'Шлюз',
  'Create task': 'Задача',
  'Create data object reference': 'Объект данных',
  'Create data store reference': 'Хранилище данных',
  'Create expanded sub-process': 'Развёрнутый подпроцесс',
  'Create pool/participant': 'Пул или участник',
  'Create group': 'Группа',
  'Append end event': 'Добавить конечное событие',
  'Append gateway': 'Добавить шлюз',
  'Append task': 'Добавить задачу',
  'Append intermediate/boundary event': 'Добавить промежуточное событие',
  'Append receive task': 'Добавить задачу получения',
  'Append message intermediate catch event': 'Добавить событие получения сообщения',
  'Append timer intermediate catch event': 'Добавить событие таймера',
  'Append conditional intermediate catch event': 'Добавить событие по условию',
  'Append signal intermediate catch event': 'Добавить событие сигнала',
  'Append compensation activity': 'Добавить компенсирующее действие',
  'Add text annotation': 'Добавить примечание',
  'Add lane above': 'Добавить дорожку сверху',
  'Add lane below': 'Добавить дорожку снизу',
  'Divide into two lanes': 'Разделить на две дорожки',
  'Divide into three lanes': 'Разделить на три дорожки',
  'Change element': 'Заменить элемент',
  'Connect to other element': 'Соединить с другим элементом',
  'Connect using association': 'Соединить ассоциацией',
  'Connect using data input association': 'Соединить входной ассоциацией данных',
  Delete: 'Удалить',
  'Search in diagram': 'Поиск по диаграмме',
  'Open minimap': 'Открыть мини-карту',
  'Close minimap': 'Закрыть мини-карту',
  Loop: 'Цикл',
  'Parallel multi-instance': 'Параллельное множественное выполнение',
  'Sequential multi-instance': 'Последовательное множественное выполнение',
  'Toggle non-interrupting': 'Непрерывающее',
  'no parent for {element} in {parent}': 'нет родителя для {element} в {parent}',
};

/** bpmn-js's `translate(template, replacements)` in `language` (`ru`: the dictionary; else as is). */
export function translateFor(language: string) {
  return (template: string, replacements: Record<string, string> = {}): string => {
    const text = language === 'ru' ? (RU[template] ?? template) : template;
    return text.replace(/{([^}]+)}/g, (whole, key: string) => replacements[key] ?? whole);
  };
}

/** A bpmn-js module that replaces its `translate` service. */
export const translateModule = (language: string) => ({ translate: ['value', translateFor(language)] });
