import { ListBody } from '../../components/list-body.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { CatalogueFrame } from './catalogue-frame.tsx';
import { CategoryList } from './category-list.tsx';
import { useCatalogueList } from './use-catalogue.ts';

/**
 * `/catalogue/categories`: the top-level categories in the storefront's order, each naming its
 * sub-categories, which are put in order on the category's own page.
 */
export function CategoriesPage() {
  const { t } = useI18n();
  const tree = useCatalogueList('categories');
  return (
    <CatalogueFrame list="categories" add={{ to: '/catalogue/categories/new', label: t('catalogue.categories.add') }}>
      <ListBody query={tree} rows={(data) => data.categories} empty={t('catalogue.categories.empty')}>
        {(categories) => (
          <CategoryList
            rows={categories}
            label={t('catalogue.tab.categories')}
            empty={t('catalogue.categories.empty')}
          />
        )}
      </ListBody>
    </CatalogueFrame>
  );
}
