export const settingsKeys = {
  all: ['settings'] as const,
  master: (locale: string) => [...settingsKeys.all, 'master', locale] as const,
};
