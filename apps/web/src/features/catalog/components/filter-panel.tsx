import type { ProductFilters } from '@souk/contract';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { countKey, useT } from '../../../lib/i18n.ts';
import type { FilterParam, ProductsParams } from '../url-filters.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { PriceFilter } from './price-filter.tsx';

interface FilterPanelProps {
  /** What the current results offer; undefined until the first answer. */
  facets: ProductFilters | undefined;
  filters: ProductsParams;
  onChange: (changes: Partial<Record<FilterParam, string | number | null>>) => void;
}

/** Brand, colour, size, rating and price: each a single choice held in the URL. */
export function FilterPanel({ facets, filters, onChange }: FilterPanelProps) {
  const t = useT();
  if (!facets) return <Skeleton className="h-96 w-full" />;
  return (
    <div className="space-y-6" data-testid="filter-panel">
      <ChoiceGroup
        legend={t('Brand')}
        options={facets.brands.map((brand) => ({ id: brand.id, name: brand.name, label: brand.name }))}
        selected={filters.brand_id}
        onSelect={(id) => onChange({ brand: id })}
      />
      <ChoiceGroup
        legend={t('Color')}
        layout="chips"
        options={facets.colors.map((color) => ({
          id: color.id,
          name: color.name,
          label: (
            <>
              <span
                aria-hidden
                className="size-4 rounded-full border border-slate-300"
                style={{ backgroundColor: color.color_code }}
              />
              {color.name}
            </>
          ),
        }))}
        selected={filters.color_id}
        onSelect={(id) => onChange({ color: id })}
      />
      <ChoiceGroup
        legend={t('Size')}
        layout="chips"
        options={facets.sizes.map((size) => ({ id: size.id, name: size.name, label: size.name }))}
        selected={filters.size_id}
        onSelect={(id) => onChange({ size: id })}
      />
      <ChoiceGroup
        legend={t('Rating')}
        options={[5, 4, 3, 2, 1].map((rating) => ({
          id: rating,
          name: t(countKey(rating, ':rating star', ':rating stars'), { rating }),
          label: <Stars rating={rating} />,
        }))}
        selected={filters.rating}
        onSelect={(rating) => onChange({ rating })}
      />
      <PriceFilter
        min={filters.min_price}
        max={filters.max_price}
        bounds={{ min: facets.min_price, max: facets.max_price }}
        onApply={(min, max) => onChange({ min_price: min, max_price: max })}
      />
    </div>
  );
}
