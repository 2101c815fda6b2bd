import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_MESSAGES,
  normalizeEmail,
  normalizeFullName,
  registrationMessage,
  shortName,
  validateEmail,
  validateFullName,
  validatePassword,
  validateRegistration,
  type RegistrationIssueCode,
} from './registration.ts';

const VALID = { email: 'ivanov@example.ru', password: 'secret-123', fullName: 'Иванов Иван Иванович' };

const fullNameCode = (fullName: string) => validateFullName(fullName)?.code ?? null;

describe('validateRegistration', () => {
  it('accepts a valid form', () => {
    expect(validateRegistration(VALID)).toEqual([]);
  });

  it('reports every empty field as required, in field order', () => {
    expect(validateRegistration({ email: '', password: '', fullName: '  ' })).toEqual([
      { field: 'email', code: 'required' },
      { field: 'password', code: 'required' },
      { field: 'fullName', code: 'required' },
    ]);
  });

  it('reports each field once, with its most specific problem', () => {
    expect(validateRegistration({ email: 'nope', password: 'short', fullName: 'Ivanov Ivan' })).toEqual([
      { field: 'email', code: 'invalidEmail' },
      { field: 'password', code: 'passwordLength', params: { length: 5 } },
      { field: 'fullName', code: 'fullNameLatin' },
    ]);
  });
});

describe('e-mail', () => {
  it.each(['a@b.ru', ' Ivanov.I+tag@mail.example.com ', 'пётр@почта.рф'])('accepts %j', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each([
    'ivanov',
    'ivanov@',
    '@example.ru',
    'iv anov@example.ru',
    'ivanov@example',
    'a@b@c.ru',
    'a@.ru',
    'a@b..ru',
    'a\u0000@b.ru',
    'a\u0007@b.ru',
  ])('refuses %j', (email) => {
    expect(validateEmail(email)).toEqual({ field: 'email', code: 'invalidEmail' });
  });

  it('refuses an address longer than 254 characters', () => {
    expect(validateEmail(`${'a'.repeat(250)}@b.ru`)?.code).toBe('invalidEmail');
  });

  it('normalises for comparison', () => {
    expect(normalizeEmail('  Ivanov@Example.RU ')).toBe('ivanov@example.ru');
  });
});

describe('password', () => {
  it('accepts 8 and 30 characters', () => {
    expect(validatePassword('12345678')).toBeNull();
    expect(validatePassword('x'.repeat(30))).toBeNull();
  });

  it('refuses 7 and 31 characters and reports the current length', () => {
    expect(validatePassword('1234567')).toEqual({ field: 'password', code: 'passwordLength', params: { length: 7 } });
    expect(validatePassword('x'.repeat(31))).toEqual({
      field: 'password',
      code: 'passwordLength',
      params: { length: 31 },
    });
  });

  it('counts characters, not UTF-16 units', () => {
    // Four emoji are eight UTF-16 units but four characters.
    expect(validatePassword('😀😀😀😀')).toEqual({ field: 'password', code: 'passwordLength', params: { length: 4 } });
  });

  it('does not trim: spaces are characters of a password', () => {
    expect(validatePassword('   pass   ')).toBeNull();
  });
});

describe('full name', () => {
  it.each([
    ['Иванов Иван Иванович', null],
    ['  Иванов   Иван\tИванович ', null],
    ['Петрова-Водкина Анна Сергеевна', null],
    ['Шевченко Тарас Григорович', null],
    ['Ёлкин Пётр Семёнович', null],
    ['Иванов Иван', 'fullNameWords'],
    ['Иванов Иван Иванович Младший', 'fullNameWords'],
    ['Иванов И. И.', 'fullNameInitials'],
    ['Иванов И.И.', 'fullNameInitials'],
    ['Иванов И Иванович', 'fullNameInitials'],
    ['Ivanov Ivan Ivanovich', 'fullNameLatin'],
    ['Иванов Иван Ivanovich', 'fullNameLatin'],
    ['Иванов Иван Иванович2', 'fullNameDigits'],
    ['Иванов, Иван Иванович', 'fullNameSymbols'],
    ['Иванов Иван Иванович!', 'fullNameSymbols'],
    ['-Иванов Иван Иванович', 'fullNameSymbols'],
    ['Петрова--Водкина Анна Сергеевна', 'fullNameSymbols'],
    ['Петрова- Анна Сергеевна', 'fullNameSymbols'],
    ["Д'Артаньян Иван Иванович", 'fullNameSymbols'],
  ] satisfies [string, RegistrationIssueCode | null][])('%j → %s', (fullName, code) => {
    expect(fullNameCode(fullName)).toBe(code);
  });

  it('normalises white space', () => {
    expect(normalizeFullName('  Иванов \u00a0 Иван\tИванович ')).toBe('Иванов Иван Иванович');
  });
});

describe('messages', () => {
  it('has the spec texts in Russian and English', () => {
    const texts = (code: RegistrationIssueCode) => [REGISTRATION_MESSAGES.ru[code], REGISTRATION_MESSAGES.en[code]];
    expect(texts('required')).toEqual(['Обязательное поле', 'Required field']);
    expect(texts('invalidEmail')).toEqual(['Строка не похожа на e-mail', 'The string does not look like an e-mail']);
  });

  it('shows the current password length', () => {
    const issue = validatePassword('abc')!;
    expect(registrationMessage(issue, 'ru')).toBe('Пароль должен содержать от 8 до 30 символов, сейчас 3');
    expect(registrationMessage(issue, 'en')).toBe('The password must be 8 to 30 characters long, now 3');
  });

  it('defaults to Russian and leaves unknown placeholders visible', () => {
    expect(registrationMessage({ field: 'email', code: 'required' })).toBe('Обязательное поле');
    expect(registrationMessage({ field: 'password', code: 'passwordLength' })).toContain('сейчас {{length}}');
  });

  it('has a message for every code in both languages', () => {
    expect(Object.keys(REGISTRATION_MESSAGES.en).sort()).toEqual(Object.keys(REGISTRATION_MESSAGES.ru).sort());
    for (const text of [...Object.values(REGISTRATION_MESSAGES.ru), ...Object.values(REGISTRATION_MESSAGES.en)]) {
      expect(text.trim()).not.toBe('');
    }
  });
});

describe('shortName', () => {
  it('shortens a three-word name', () => {
    expect(shortName('Иванов Иван Иванович')).toBe('Иванов И. И.');
    expect(shortName('Петрова-Водкина Анна Сергеевна')).toBe('Петрова-Водкина А. С.');
  });

  it('returns other shapes unchanged', () => {
    expect(shortName('Иванов Иван')).toBe('Иванов Иван');
    expect(shortName('Administrator')).toBe('Administrator');
    expect(shortName('')).toBe('');
    expect(shortName('Иванов Иван Иванович Младший')).toBe('Иванов Иван Иванович Младший');
  });
});
