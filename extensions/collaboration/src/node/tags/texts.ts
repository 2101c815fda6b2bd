import { TAG_NAME_MAX } from '../../common/tags/api.ts';

/** The tags part's answers to a bad call, in Russian (the spec's language of messages). */
export const TAG_TEXTS = {
  noBody: 'Ожидается объект JSON с полями name, color и availableToRoles',
  nameEmpty: 'Укажите название тега',
  nameLong: `Название тега длиннее ${TAG_NAME_MAX} символов`,
  badColor: 'Цвет тега: ожидается цвет вида #rrggbb, например #0f6cbd',
  badRoles: 'Роли тега (availableToRoles): ожидается список идентификаторов ролей',
  unknownRole: (id: string) => `Роль не найдена: ${id}`,
  notFound: 'Тег не найден',
  mayNotEdit: 'Менять, открывать ролям и удалять тег может только его автор или администратор',
  objectNotFound: 'Объект не найден',
  mayNotTag: 'У вас нет прав менять теги этого объекта',
} as const;
