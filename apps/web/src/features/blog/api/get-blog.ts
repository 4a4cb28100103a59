import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { blogKeys } from '../keys.ts';

/** One post by slug (or id), with related and popular posts and related products. */
export const getBlog = (slug: string, signal?: AbortSignal) =>
  api(endpoints.blog.blog, { params: { slugOrId: slug }, signal });

export const blogQueryOptions = (slug: string) =>
  queryOptions({ queryKey: blogKeys.detail(slug), queryFn: ({ signal }) => getBlog(slug, signal) });

export const useBlogQuery = (slug: string) => useQuery(blogQueryOptions(slug));
