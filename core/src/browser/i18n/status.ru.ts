/** Shell texts of the status area, Russian. Spread into shell.ru.ts; keys mirror status.en.ts. */
export const statusRu = {
  notice: {
    /** Shell §8: the default heading of an error message; the spec gives the text. */
    errorHeading: 'Unexpected error',
    close: 'Закрыть',
    refresh: 'Обновить',
    region: 'Уведомления',
    /** Shell §8: other unhandled errors. */
    unexpected: 'Произошла непредвиденная ошибка. Рекомендуем обновить страницу.',
    /** Shell §8: a script chunk that begins with '<' — the server now has another build. */
    newVersion: 'Доступна новая версия платформы. Обновите страницу.',
    /** Shell §8: the chunk-load time-out. */
    chunkLoad: 'Не удалось загрузить часть приложения (истекло время ожидания).',
    /** Shell §8: licence user limit exceeded; persistent. */
    licenceUserLimit:
      'Превышено количество пользователей, доступное по лицензии. Обратитесь в службу технической поддержки.',
    /** Shell §4: version mismatch. */
    versionMismatch: 'Версия сервера ({{backend}}) отличается от версии приложения ({{frontend}}). Обновите страницу.',
    /** Shell §7: IMPORT_STATUS_UPDATE. */
    importStatus: 'Импорт «{{name}}»: {{status}}',
  },
  status: {
    /** Shell §4 and §8: the warning of maintenance and limited mode, exactly as the spec gives it. */
    limitedWarning: 'Система находится в режиме ограниченного функционирования.',
    maintenanceAnnouncement: 'Система находится в режиме ограниченного функционирования. {{message}}',
    maintenancePage: {
      title: 'Технические работы',
      text: 'Ведутся технические работы. Страница откроется сама, когда они закончатся.',
      check: 'Проверить снова',
    },
    limitedPage: {
      title: 'Ограниченный режим',
      text: 'Сервер сейчас недоступен или работает с ограничениями. Страница откроется сама, когда работа восстановится.',
      check: 'Проверить снова',
    },
    checking: 'Проверка…',
    licenceExpiry_one: 'Срок действия лицензии истекает {{date}} (остался {{count}} день).',
    licenceExpiry_few: 'Срок действия лицензии истекает {{date}} (осталось {{count}} дня).',
    licenceExpiry_many: 'Срок действия лицензии истекает {{date}} (осталось {{count}} дней).',
    licenceExpiry_other: 'Срок действия лицензии истекает {{date}} (осталось {{count}} дня).',
    licenceExpired: 'Срок действия лицензии истёк {{date}}.',
    accountDeletion: 'Учётная запись будет удалена {{date}} по вашему запросу.',
  },
} as const;
