export const searchKeys = {
  all: ['search'] as const,
  suggestions: (text: string) => [...searchKeys.all, 'suggestions', text] as const,
};
