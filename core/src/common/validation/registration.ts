import { SHELL_CONSTANTS } from '../constants.ts';

/**
 * Registration rules, spec domain.md §5 and shell.md §5. Shared by the browser form and the server,
 * so both give the same answer with the same words. No Node or DOM APIs here.
 *
 * Decisions where the spec is silent:
 * - Surrounding white space of the e-mail and full name is ignored, and runs of white space inside the
 *   full name count as one space (`normalizeFullName`); the server stores the normalised name.
 * - A hyphen is allowed inside a word, between Cyrillic letters, for double surnames such as
 *   'Петрова-Водкина' (common in Russian names and not punctuation in the sense of the rule). A leading,
 *   trailing or doubled hyphen is still refused.
 * - "No Latin letters, digits or punctuation": the full name may contain only Cyrillic letters (of any
 *   Cyrillic alphabet), spaces and such hyphens. Latin letters and digits get their own message; any
 *   other character (punctuation, symbols, other scripts) gets the punctuation message.
 * - One issue per field, the most helpful first: initials before characters before the word count
 *   (for 'Иванов И. И.' "no initials" says more than "no punctuation").
 * - The password length counts characters (code points), not UTF-16 units; it is not trimmed.
 */

export type RegistrationField = 'email' | 'password' | 'fullName';

export type RegistrationIssueCode =
  | 'required'
  | 'invalidEmail'
  | 'passwordLength'
  | 'fullNameInitials'
  | 'fullNameLatin'
  | 'fullNameDigits'
  | 'fullNameSymbols'
  | 'fullNameWords';

export interface RegistrationIssue {
  field: RegistrationField;
  code: RegistrationIssueCode;
  /** Values interpolated into the message, e.g. `{ length: 5 }` for `{{length}}`. */
  params?: Readonly<Record<string, string | number>>;
}

export interface RegistrationInput {
  email: string;
  password: string;
  fullName: string;
}

export type MessageLanguage = 'ru' | 'en';

const { passwordMinLength: MIN, passwordMaxLength: MAX } = SHELL_CONSTANTS;

export const REGISTRATION_MESSAGES: Readonly<Record<MessageLanguage, Readonly<Record<RegistrationIssueCode, string>>>> =
  {
    ru: {
      required: 'Обязательное поле',
      invalidEmail: 'Строка не похожа на e-mail',
      passwordLength: `Пароль должен содержать от ${MIN} до ${MAX} символов, сейчас {{length}}`,
      fullNameInitials: 'Укажите фамилию, имя и отчество полностью, без инициалов',
      fullNameLatin: 'ФИО не должно содержать латинских букв',
      fullNameDigits: 'ФИО не должно содержать цифр',
      fullNameSymbols: 'ФИО не должно содержать знаков препинания и других символов, кроме дефиса в двойной фамилии',
      fullNameWords: 'ФИО должно состоять из трёх слов, разделённых пробелами',
    },
    en: {
      required: 'Required field',
      invalidEmail: 'The string does not look like an e-mail',
      passwordLength: `The password must be ${MIN} to ${MAX} characters long, now {{length}}`,
      fullNameInitials: 'Enter the surname, first name and patronymic in full, without initials',
      fullNameLatin: 'The full name must not contain Latin letters',
      fullNameDigits: 'The full name must not contain digits',
      fullNameSymbols:
        'The full name must not contain punctuation or other symbols, except a hyphen in a double surname',
      fullNameWords: 'The full name must consist of three words separated by spaces',
    },
  };

/** The text of an issue in the given language, with `{{name}}` placeholders filled from its params. */
export function registrationMessage(issue: RegistrationIssue, lang: MessageLanguage = 'ru'): string {
  const template = REGISTRATION_MESSAGES[lang][issue.code];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = issue.params?.[name];
    return value === undefined ? whole : String(value);
  });
}

/** Every problem of the form, in field order (email, password, full name), at most one per field. */
export function validateRegistration(input: RegistrationInput): RegistrationIssue[] {
  return [validateEmail(input.email), validatePassword(input.password), validateFullName(input.fullName)].filter(
    (issue): issue is RegistrationIssue => issue !== null,
  );
}

/** Lower-cased and trimmed: the form in which e-mails are compared and looked up. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Trimmed, with every run of white space turned into a single space. */
export function normalizeFullName(fullName: string): string {
  return fullName.trim().split(/\s+/).join(' ');
}

/** Something@domain.tld, without spaces or control characters; over 254 characters is not usable. */
const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@.\p{Cc}]+(?:\.[^\s@.\p{Cc}]+)+$/u;
const EMAIL_MAX_LENGTH = 254;

export function validateEmail(email: string): RegistrationIssue | null {
  const value = email.trim();
  if (value === '') return { field: 'email', code: 'required' };
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return { field: 'email', code: 'invalidEmail' };
  return null;
}

/** The password rule of registration; also used wherever a password is set. */
export function validatePassword(password: string): RegistrationIssue | null {
  if (password === '') return { field: 'password', code: 'required' };
  const length = [...password].length;
  if (length < MIN || length > MAX) return { field: 'password', code: 'passwordLength', params: { length } };
  return null;
}

const CYRILLIC_LETTER = '(?:(?=\\p{L})\\p{Script=Cyrillic})';
/** Cyrillic letters, optionally joined by single hyphens ('Петрова-Водкина'). */
const NAME_WORD = new RegExp(`^${CYRILLIC_LETTER}+(?:-${CYRILLIC_LETTER}+)*$`, 'u');
/** One letter, or a letter followed by a dot ('И', 'И.', 'И.И.'). */
const INITIAL = /^\p{L}(?:$|\.)/u;
const LATIN = /\p{Script=Latin}/u;
const DIGIT = /\p{Nd}/u;

export function validateFullName(fullName: string): RegistrationIssue | null {
  const name = normalizeFullName(fullName);
  if (name === '') return { field: 'fullName', code: 'required' };
  const words = name.split(' ');
  const issue = (code: RegistrationIssueCode): RegistrationIssue => ({ field: 'fullName', code });
  if (words.some((word) => INITIAL.test(word))) return issue('fullNameInitials');
  if (LATIN.test(name)) return issue('fullNameLatin');
  if (DIGIT.test(name)) return issue('fullNameDigits');
  if (!words.every((word) => NAME_WORD.test(word))) return issue('fullNameSymbols');
  if (words.length !== 3) return issue('fullNameWords');
  return null;
}

/**
 * 'Иванов Иван Иванович' → 'Иванов И. И.' (spec domain.md §5: name display shortens a three-word name).
 * Any other shape is returned unchanged.
 */
export function shortName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  if (words.length !== 3) return fullName;
  const [surname, first, patronymic] = words as [string, string, string];
  const initial = (word: string) => `${[...word][0]}.`;
  return `${surname} ${initial(first)} ${initial(patronymic)}`;
}
