/** The loader's texts, in a namespace of its own so they need no edit of the shell's set. */
export const PLUGINS_NAMESPACE = 'shell-plugins';

const ru = {
  // domain.md §8's exact text, then the names of the plugins that failed.
  initFailed: 'Не удалось инициализировать плагины: {{names}}',
};

const en: typeof ru = {
  initFailed: 'Could not initialise the plugins: {{names}}',
};

export const PLUGIN_TEXTS = { ru, en } as const;
