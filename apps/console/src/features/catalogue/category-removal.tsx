import { endpoints, type StaffCategory, type StaffCategoryTree } from '@souk/contract';
import { EyeOff } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { listedAt } from './entry-frame.tsx';
import { EntryRemoval } from './entry-removal.tsx';
import { useCatalogueWrite } from './use-catalogue.ts';

const at = endpoints.staffCatalogue;

/**
 * How a category may go: removed while nothing uses it; otherwise why not, and for one products
 * are filed under, hidden from the storefront instead (its products stay where they are).
 */
export function CategoryRemoval({ tree, category }: { tree: StaffCategoryTree; category: StaffCategory }) {
  const { t } = useI18n();
  const params = { id: category.id };
  const subs = tree.categories.find((other) => other.id === category.id)?.sub_categories.length ?? 0;
  const remove = useCatalogueWrite('categories', () => api(at.deleteCategory, { params }));
  const hide = useCatalogueWrite('categories', () =>
    api(at.updateCategory, { params, body: { ...category, is_active: false } }),
  );
  const inUse =
    subs > 0
      ? t('catalogue.removal.subs', { count: subs })
      : category.product_count > 0
        ? t('catalogue.removal.products', { count: category.product_count })
        : undefined;
  return (
    <EntryRemoval
      name={category.name}
      back={listedAt(category.parent_id)}
      inUse={inUse}
      remove={remove}
      instead={
        subs === 0 &&
        category.is_active && (
          <button
            type="button"
            disabled={hide.isPending}
            onClick={() =>
              hide.mutate(undefined, {
                onSuccess: () => toast.success(t('catalogue.hiddenNow', { name: category.name })),
                onError: (error) => toast.error(error.message),
              })
            }
            className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
          >
            <EyeOff aria-hidden className="size-4" />
            {t('catalogue.hide')}
          </button>
        )
      }
    />
  );
}
