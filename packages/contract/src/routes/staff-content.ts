import { noDataSchema } from '../schemas/common.ts';
import {
  staffBlogActiveBodySchema,
  staffBlogBodySchema,
  staffBlogCategoriesResponseSchema,
  staffBlogCategoryBodySchema,
  staffBlogResponseSchema,
  staffBlogsQuerySchema,
  staffBlogsResponseSchema,
  staffContentParamsSchema,
  staffPageBodySchema,
  staffPageResponseSchema,
  staffPagesResponseSchema,
} from '../schemas/staff-content.ts';
import { staffContentEndpoints } from './endpoints/staff-content.ts';
import { route } from './route.ts';

const at = staffContentEndpoints.staffContent;
const tag = 'Staff content';
const access = 'staff';
const params = staffContentParamsSchema;

/**
 * Platform staff keep the storefront's blog (posts with their tags and thumbnails, and the
 * categories) and its about and legal pages, with their texts in the other languages. Each
 * change goes into the audit log and shows in the storefront at its next page load.
 */
export const staffContent = {
  blogs: route(at.blogs, {
    summary: 'A page of posts, shown or not, newest first, searched by title and filtered by category and status',
    tag,
    access,
    query: staffBlogsQuerySchema,
    data: staffBlogsResponseSchema,
  }),
  blog: route(at.blog, {
    summary: 'One post with its texts in the other languages',
    tag,
    access,
    params,
    data: staffBlogResponseSchema,
  }),
  createBlog: route(at.createBlog, {
    summary: 'Add a post (hidden until it has a thumbnail)',
    tag,
    access,
    body: staffBlogBodySchema,
    data: staffBlogResponseSchema,
  }),
  updateBlog: route(at.updateBlog, {
    summary: "Change a post's texts, address, category, tags or whether it is shown",
    tag,
    access,
    params,
    body: staffBlogBodySchema,
    data: staffBlogResponseSchema,
  }),
  setBlogActive: route(at.setBlogActive, {
    summary: 'Show or hide a post',
    tag,
    access,
    params,
    body: staffBlogActiveBodySchema,
    data: staffBlogResponseSchema,
  }),
  // A multipart form, so no JSON body here: the server checks the file by its content.
  uploadBlogThumbnail: route(at.uploadBlogThumbnail, {
    summary: "Replace a post's thumbnail (multipart, a thumbnail image of at most 2 MB)",
    tag,
    access,
    params,
    data: staffBlogResponseSchema,
  }),
  deleteBlog: route(at.deleteBlog, {
    summary: 'Remove a post with its thumbnail and texts',
    tag,
    access,
    params,
    data: noDataSchema,
  }),
  blogCategories: route(at.blogCategories, {
    summary: 'Every blog category with how many posts it holds',
    tag,
    access,
    data: staffBlogCategoriesResponseSchema,
  }),
  createBlogCategory: route(at.createBlogCategory, {
    summary: 'Add a blog category',
    tag,
    access,
    body: staffBlogCategoryBodySchema,
    data: staffBlogCategoriesResponseSchema,
  }),
  updateBlogCategory: route(at.updateBlogCategory, {
    summary: "Change a blog category's name, address or texts",
    tag,
    access,
    params,
    body: staffBlogCategoryBodySchema,
    data: staffBlogCategoriesResponseSchema,
  }),
  deleteBlogCategory: route(at.deleteBlogCategory, {
    summary: 'Remove a blog category that holds no post (422 while one is in it)',
    tag,
    access,
    params,
    data: staffBlogCategoriesResponseSchema,
  }),
  pages: route(at.pages, {
    summary: 'The about and legal pages the storefront shows',
    tag,
    access,
    data: staffPagesResponseSchema,
  }),
  page: route(at.page, {
    summary: 'One page with its texts in the other languages',
    tag,
    access,
    params,
    data: staffPageResponseSchema,
  }),
  updatePage: route(at.updatePage, {
    summary: "Change a page's title and content, and their texts in the other languages",
    tag,
    access,
    params,
    body: staffPageBodySchema,
    data: staffPageResponseSchema,
  }),
};

export const staffContentRoutes = { staffContent };
