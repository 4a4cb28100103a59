import type { Endpoint } from '../route.ts';

/** Endpoints of platform staff's blogs (with tags and categories) and the legal and about pages (routes in ../staff-content.ts). */
export const staffContentEndpoints = {
  staffContent: {
    blogs: { method: 'GET', path: '/staff/content/blogs' },
    blog: { method: 'GET', path: '/staff/content/blogs/:id' },
    createBlog: { method: 'POST', path: '/staff/content/blogs' },
    updateBlog: { method: 'PUT', path: '/staff/content/blogs/:id' },
    setBlogActive: { method: 'PUT', path: '/staff/content/blogs/:id/active' },
    uploadBlogThumbnail: { method: 'POST', path: '/staff/content/blogs/:id/thumbnail' },
    deleteBlog: { method: 'DELETE', path: '/staff/content/blogs/:id' },
    blogCategories: { method: 'GET', path: '/staff/content/blog-categories' },
    createBlogCategory: { method: 'POST', path: '/staff/content/blog-categories' },
    updateBlogCategory: { method: 'PUT', path: '/staff/content/blog-categories/:id' },
    deleteBlogCategory: { method: 'DELETE', path: '/staff/content/blog-categories/:id' },
    pages: { method: 'GET', path: '/staff/content/pages' },
    page: { method: 'GET', path: '/staff/content/pages/:id' },
    updatePage: { method: 'PUT', path: '/staff/content/pages/:id' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
