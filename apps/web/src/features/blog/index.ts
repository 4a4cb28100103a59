// The blog: the list of posts and a single post.
export { useBlogQuery } from './api/get-blog.ts';
export { BLOGS_PER_PAGE, useBlogsQuery } from './api/get-blogs.ts';
export { BlogGrid } from './components/blog-grid.tsx';
export { BlogMeta } from './components/blog-meta.tsx';
