import type { ReviewTarget } from './api/get-reviews.ts';

export const reviewKeys = {
  all: ['review'] as const,
  list: (target: ReviewTarget, page: number) => [...reviewKeys.all, target, page] as const,
};
