export const settingsKeys = {
  all: ['settings'] as const,
  master: (locale: string) => [...settingsKeys.all, 'master', locale] as const,
  messages: (locale: string) => [...settingsKeys.all, 'messages', locale] as const,
};
