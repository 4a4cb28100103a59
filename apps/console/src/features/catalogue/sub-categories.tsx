import type { StaffCategoryBranch } from '@souk/contract';
import { Plus } from 'lucide-react';
import { ActionLink } from '../../components/action-link.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { CategoryList } from './category-list.tsx';

/** A top-level category's sub-categories in the storefront's order, and the way to add one. */
export function SubCategories({ category }: { category: StaffCategoryBranch }) {
  const { t } = useI18n();
  const title = t('catalogue.categories.subs', { name: category.name });
  return (
    <section aria-labelledby="subs-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subs-title" className="text-lg font-semibold break-words">
          {title}
        </h2>
        <ActionLink to={`/catalogue/categories/new?parent=${category.id}`} icon={Plus}>
          {t('catalogue.categories.addSub')}
        </ActionLink>
      </div>
      <CategoryList rows={category.sub_categories} label={title} empty={t('catalogue.categories.subsEmpty')} />
    </section>
  );
}
