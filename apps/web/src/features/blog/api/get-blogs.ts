import { shopperEndpoints as endpoints } from '@souk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { blogKeys } from '../keys.ts';

export const BLOGS_PER_PAGE = 10;

export const getBlogs = (categoryId: number | undefined, page: number, signal?: AbortSignal) =>
  api(endpoints.blog.blogs, { query: { category_id: categoryId, page, per_page: BLOGS_PER_PAGE }, signal });

export const blogsQueryOptions = (categoryId: number | undefined, page: number) =>
  queryOptions({
    queryKey: blogKeys.list(categoryId, page),
    queryFn: ({ signal }) => getBlogs(categoryId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useBlogsQuery = (categoryId: number | undefined, page: number) =>
  useQuery(blogsQueryOptions(categoryId, page));
