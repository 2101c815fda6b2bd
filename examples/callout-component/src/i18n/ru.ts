/** Russian texts (the default and fallback language). */
export const ru = {
  label: 'Врезка',
  empty: 'Пустая врезка',
  text: 'Текст врезки',
  tone: 'Вид',
  tones: { info: 'Сведения', success: 'Успех', warning: 'Предупреждение', error: 'Ошибка' },
};
