import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { refusalOf } from '../../../common/validation/refusals.ts';
import { DataApiError } from '../../data/data-api-error.ts';
import { formTextsEn } from './form-texts.en.ts';
import { formTextsRu } from './form-texts.ru.ts';
import { refusalText, translatedErrorText } from './form-texts.ts';

async function texts(language: 'ru' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: { ru: { t: formTextsRu }, en: { t: formTextsEn } }, defaultNS: 't' });
  return i18n.getFixedT(language, 't');
}

/** The server's reply bodies, as tests/api/data-refusals-create.test.ts receives them. */
const REPLIES = {
  change: { error: 'set_data: operation 1 (upd): you may not change this instance', code: 'access.change' },
  remove: { error: 'set_data: operation 1 (del): you may not delete this instance', code: 'access.delete' },
  gone: { error: 'set_data: operation 1 (upd): instance 1 does not exist', code: 'object.notFound' },
  stale: { error: 'set_data: operation 1 (upd): unknown property 2', code: 'property.unknown' },
  target: {
    error: 'set_data: operation 1 (add): parent class: instance 3 does not exist',
    code: 'value.notFound',
    field: PROP.parentClass,
    params: { field: 'parent class' },
  },
  cycle: {
    error: 'set_data: operation 1 (add): A would be its own ancestor',
    code: 'class.cycle',
    field: PROP.parentClass,
    params: { field: 'parent class', name: 'A' },
  },
};

describe('the rarer refusals reach the interface in its language, never in the server’s English (issue 14)', () => {
  it('access and unknown or deleted objects, in Russian', async () => {
    const ft = await texts('ru');
    const say = (body: object) => refusalText(ft, refusalOf(body)!);
    expect(say(REPLIES.change)).toBe('У вас нет прав изменять этот объект');
    expect(say(REPLIES.remove)).toBe('У вас нет прав удалять этот объект');
    expect(say(REPLIES.gone)).toBe('Объект не найден: возможно, его удалили. Обновите страницу.');
    expect(say(REPLIES.stale)).toBe('Свойство не найдено: возможно, его удалили. Обновите страницу.');
    expect(say(REPLIES.target)).toBe('Поле «Родительский класс»: выбранный объект не найден — возможно, его удалили');
    expect(say(REPLIES.cycle)).toBe(
      'Поле «Родительский класс»: класс «A» оказался бы своим же предком — получился бы цикл',
    );
  });

  it('in English too, and as the §8 error text with its heading', async () => {
    const ft = await texts('en');
    expect(refusalText(ft, refusalOf(REPLIES.change)!)).toBe('You may not change this object');
    const error = new DataApiError('known', REPLIES.gone.error, undefined, 400, REPLIES.gone.error, undefined, {
      code: 'object.notFound',
    });
    expect(translatedErrorText(ft, error, 'Could not save')).toBe(
      'Could not save\n• The object was not found: it may have been deleted. Reload the page.',
    );
  });
});
