import type { StaffCategory, StaffCategoryTree } from '@souk/contract';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { CategoryForm } from './category-form.tsx';
import { CategoryRemoval } from './category-removal.tsx';
import { CategoryThumbnail } from './category-thumbnail.tsx';
import { EntryFrame, listedAt, useEntryId } from './entry-frame.tsx';
import { SubCategories } from './sub-categories.tsx';
import { useCatalogueList } from './use-catalogue.ts';

const everyCategory = (tree: StaffCategoryTree): StaffCategory[] =>
  tree.categories.flatMap(({ sub_categories: subs, ...category }) => [category, ...subs]);

/** The parent of category `id`, once the tree is loaded; null for a top-level one. */
const parentOf = (tree: StaffCategoryTree | undefined, id: number | undefined) =>
  tree && id !== undefined ? (everyCategory(tree).find((category) => category.id === id)?.parent_id ?? null) : null;

/**
 * `/catalogue/categories/new` (`?parent=` for a sub-category) and `/catalogue/categories/:id`: a
 * category's form; once it exists, its picture, its sub-categories (a top-level one's) and how
 * it may go.
 */
export function CategoryPage() {
  const { t } = useI18n();
  const id = useEntryId();
  const parentId = Number(useSearchParams()[0].get('parent')) || null;
  const tree = useCatalogueList('categories');
  const find = (data: StaffCategoryTree) => everyCategory(data).find((category) => category.id === id);
  const title = (data: StaffCategoryTree) => {
    if (id !== undefined) {
      const category = find(data);
      return category && t('catalogue.category.edit', { name: category.name });
    }
    const parent = data.categories.find((category) => category.id === parentId);
    return parent ? t('catalogue.category.newSub', { name: parent.name }) : t('catalogue.category.new');
  };
  return (
    <EntryFrame query={tree} back={listedAt(parentOf(tree.data, id) ?? parentId)} title={title}>
      {(data) => {
        const category = find(data);
        const branch = data.categories.find((top) => top.id === id);
        return (
          <>
            {category && <CategoryThumbnail category={category} />}
            <CategoryForm key={id ?? `new-${parentId}`} tree={data} category={category} parentId={parentId} />
            {branch && <SubCategories category={branch} />}
            {category && <CategoryRemoval tree={data} category={category} />}
          </>
        );
      }}
    </EntryFrame>
  );
}
