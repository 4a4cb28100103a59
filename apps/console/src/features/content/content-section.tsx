import { Route, Routes } from 'react-router';
import { BlogPage } from './blog-page.tsx';
import { BlogsPage } from './blogs-page.tsx';
import { CategoriesPage } from './categories-page.tsx';
import { CategoryPage } from './category-page.tsx';
import { PageEditPage } from './page-edit-page.tsx';
import { PagesPage } from './pages-page.tsx';
import { NotFound } from '../../components/not-found.tsx';

/** Platform staff's blogs (with tags and categories) and the legal and about pages. */
export function ContentSection() {
  return (
    <Routes>
      <Route index element={<BlogsPage />} />
      <Route path="blogs" element={<BlogsPage />} />
      <Route path="blogs/new" element={<BlogPage />} />
      <Route path="blogs/:id" element={<BlogPage />} />
      <Route path="categories" element={<CategoriesPage />} />
      <Route path="categories/new" element={<CategoryPage />} />
      <Route path="categories/:id" element={<CategoryPage />} />
      <Route path="pages" element={<PagesPage />} />
      <Route path="pages/:id" element={<PageEditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
