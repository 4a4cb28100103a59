/** Query keys of sign-in and the signed-in shopper's own data; one factory so invalidation stays consistent. */
export const authKeys = {
  all: ['auth'] as const,
  recaptcha: () => [...authKeys.all, 'recaptcha'] as const,
  countries: () => [...authKeys.all, 'countries'] as const,
};
