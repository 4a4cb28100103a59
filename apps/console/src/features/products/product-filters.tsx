import { sellerProductFilters, sellerProductSorts } from '@souk/contract';
import { useI18n } from '../../lib/i18n.tsx';
import type { ProductListState } from './use-products.ts';

/** The products list's filter and sort, beside its search box; a change goes back to page 1. */
export function ProductFilters({
  state,
  update,
}: {
  state: ProductListState;
  update: (change: Partial<ProductListState>) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      {/* The filter's choices name themselves; the sort's need its label where there is room. */}
      <Choice
        label={t('products.filter')}
        labelClass="sr-only"
        value={state.filter}
        values={sellerProductFilters}
        name={(filter) => t(`products.filter.${filter}`)}
        onChange={(filter) => update({ filter })}
      />
      <Choice
        label={t('products.sort')}
        labelClass="max-sm:sr-only"
        value={state.sort}
        values={sellerProductSorts}
        name={(sort) => t(`products.sort.${sort}`)}
        onChange={(sort) => update({ sort })}
      />
    </>
  );
}

function Choice<V extends string>({
  label,
  labelClass,
  value,
  values,
  name,
  onChange,
}: {
  label: string;
  labelClass: string;
  value: V;
  values: readonly V[];
  name: (value: V) => string;
  onChange: (value: V) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className={labelClass}>{label}</span>
      <select
        className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {values.map((option) => (
          <option key={option} value={option}>
            {name(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
