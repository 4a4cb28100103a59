import { Navigate, Route, Routes } from 'react-router';
import { BrandPage, BrandsPage } from './brands.tsx';
import { CategoriesPage } from './categories-page.tsx';
import { CategoryPage } from './category-page.tsx';
import { ColourPage, ColoursPage } from './colours.tsx';
import { UnitPage, UnitsPage } from './units.tsx';
import { NotFound } from '../../components/not-found.tsx';

/** Platform staff's categories and sub-categories, brands, units and colours. */
export function CatalogueSection() {
  return (
    <Routes>
      <Route index element={<Navigate to="categories" replace />} />
      <Route path="categories" element={<CategoriesPage />} />
      <Route path="categories/new" element={<CategoryPage />} />
      <Route path="categories/:id" element={<CategoryPage />} />
      <Route path="brands" element={<BrandsPage />} />
      <Route path="brands/new" element={<BrandPage />} />
      <Route path="brands/:id" element={<BrandPage />} />
      <Route path="units" element={<UnitsPage />} />
      <Route path="units/new" element={<UnitPage />} />
      <Route path="units/:id" element={<UnitPage />} />
      <Route path="colours" element={<ColoursPage />} />
      <Route path="colours/new" element={<ColourPage />} />
      <Route path="colours/:id" element={<ColourPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
