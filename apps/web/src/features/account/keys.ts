/** Query keys of the account screens; one factory so edits invalidate what the screens read. */
export const accountKeys = {
  all: ['account'] as const,
  dashboard: () => [...accountKeys.all, 'dashboard'] as const,
  recentlyViewed: () => [...accountKeys.all, 'recently-viewed'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
};
