export const pageKeys = {
  all: ['pages'] as const,
  legal: (slug: string) => [...pageKeys.all, 'legal', slug] as const,
  contact: () => [...pageKeys.all, 'contact'] as const,
};
