import {
  type BlogStatus,
  endpoints,
  type StaffBlogBody,
  type StaffBlogCategoriesResponse,
  type StaffBlogCategoryBody,
  type StaffBlogResponse,
} from '@souk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const at = endpoints.staffContent;
export const BLOGS_PER_PAGE = 20;
const CATEGORIES = ['blog-categories'];

export interface BlogListState {
  status: BlogStatus | undefined;
  categoryId: number | undefined;
  search: string;
  page: number;
}

/** A page of posts; the previous page stays on screen while the next loads. */
export function useBlogs({ status, categoryId, search, page }: BlogListState) {
  return useQuery({
    queryKey: ['blogs', { status, categoryId, search, page }],
    queryFn: ({ signal }) =>
      api(at.blogs, {
        query: { status, category_id: categoryId, search: search || undefined, page, per_page: BLOGS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useBlog(id: number) {
  return useQuery({ queryKey: ['blog', id], queryFn: ({ signal }) => api(at.blog, { params: { id }, signal }) });
}

/** After a change to a post: its page holds the answer, and the lists and the categories' counts are read again. */
function useBlogChanged() {
  const queryClient = useQueryClient();
  return async (saved: StaffBlogResponse | undefined) => {
    if (saved) queryClient.setQueryData(['blog', saved.blog.id], saved);
    await Promise.all([['blogs'], CATEGORIES].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/** Adds a post (no id) or saves one. */
export function useSaveBlog(id: number | undefined) {
  const changed = useBlogChanged();
  return useMutation({
    mutationFn: (body: StaffBlogBody) =>
      id === undefined ? api(at.createBlog, { body }) : api(at.updateBlog, { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useSetBlogActive() {
  const changed = useBlogChanged();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api(at.setBlogActive, { params: { id }, body: { is_active: active } }),
    onSuccess: changed,
  });
}

export function useDeleteBlog() {
  const changed = useBlogChanged();
  return useMutation({
    mutationFn: (id: number) => api(at.deleteBlog, { params: { id } }),
    onSuccess: () => changed(undefined),
  });
}

/** Sends a new thumbnail as a multipart form; the answer is the post with it. */
export function useUploadThumbnail(id: number) {
  const changed = useBlogChanged();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('thumbnail', file);
      return api(at.uploadBlogThumbnail, { params: { id }, form });
    },
    onSuccess: changed,
  });
}

/** Every category with its posts counted, and the languages texts may be written in. */
export function useBlogCategories() {
  return useQuery({ queryKey: CATEGORIES, queryFn: ({ signal }) => api(at.blogCategories, { signal }) });
}

/** A category write: each answers every category, which replaces the list shown; the posts' lists name them. */
function useCategoriesWrite<Input>(write: (input: Input) => Promise<StaffBlogCategoriesResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (categories) => {
      queryClient.setQueryData(CATEGORIES, categories);
      await queryClient.invalidateQueries({ queryKey: ['blogs'] });
    },
  });
}

export function useSaveCategory(id: number | undefined) {
  return useCategoriesWrite((body: StaffBlogCategoryBody) =>
    id === undefined ? api(at.createBlogCategory, { body }) : api(at.updateBlogCategory, { params: { id }, body }),
  );
}

export function useDeleteCategory() {
  return useCategoriesWrite((id: number) => api(at.deleteBlogCategory, { params: { id } }));
}
