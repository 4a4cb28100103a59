import clsx from 'clsx';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { SuggestionOption } from '../options.ts';

export interface SuggestionListProps {
  id: string;
  options: SuggestionOption[];
  /** The row the arrow keys are on, or -1. */
  active: number;
  optionId: (index: number) => string;
  /** In the flow below the field (the phone's search dialog) rather than dropped over the page. */
  inline: boolean;
  /** A row was followed with the pointer (its link navigates). */
  onPick: (option: SuggestionOption) => void;
}

const TITLES = { product: 'Products', category: 'Categories', shop: 'Shops' } as const;
type Grouped = keyof typeof TITLES;

/**
 * The suggestions as an ARIA listbox: products, categories and shops in labelled groups, then a
 * row that searches the typed text. Focus stays in the search field (the field points at the
 * active row with aria-activedescendant); each row is a link, so it also opens in a new tab.
 */
export function SuggestionList({ id, options, active, optionId, inline, onPick }: SuggestionListProps) {
  const t = useT();
  const rows = options.map((option, index) => ({ option, index }));
  const groups = (Object.keys(TITLES) as Grouped[])
    .map((kind) => ({ kind, rows: rows.filter((row) => row.option.kind === kind) }))
    .filter((group) => group.rows.length > 0);
  const row = ({ option, index }: (typeof rows)[number]) => (
    <Link
      key={option.href}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      tabIndex={-1}
      to={option.href}
      onClick={() => onPick(option)}
      className={clsx(
        'flex min-h-11 items-center gap-3 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100',
        index === active && 'bg-primary-50 outline-2 -outline-offset-2 outline-primary-600 hover:bg-primary-50',
      )}
    >
      <OptionBody option={option} />
    </Link>
  );
  return (
    // A press on a row keeps focus in the field until the row is followed.
    <div
      id={id}
      role="listbox"
      aria-label={t('Suggestions')}
      onMouseDown={(event) => event.preventDefault()}
      className={clsx(
        'overflow-y-auto bg-white py-1',
        inline
          ? 'mt-3 rounded-lg border border-slate-200'
          : 'absolute inset-x-0 top-full z-30 mt-2 max-h-[min(34rem,75vh)] rounded-xl border border-slate-200 shadow-lg',
      )}
    >
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
          <div id={`${id}-${group.kind}`} className="px-3 pb-1 pt-2 text-xs font-semibold text-slate-600">
            {t(TITLES[group.kind])}
          </div>
          {group.rows.map(row)}
        </div>
      ))}
      <div className="mt-1 border-t border-slate-100 pt-1">
        {rows.filter((r) => r.option.kind === 'search').map(row)}
      </div>
    </div>
  );
}

function OptionBody({ option }: { option: SuggestionOption }) {
  const t = useT();
  switch (option.kind) {
    case 'product': {
      const { product } = option;
      const discounted = product.discount_price > 0 && product.discount_price < product.price;
      return (
        <>
          <LazyImage
            src={product.thumbnail}
            width={40}
            height={40}
            eager
            className="size-10 shrink-0 rounded-md bg-slate-100 object-cover"
          />
          <span className="line-clamp-2 min-w-0 flex-1">
            <bdi>{product.name}</bdi>
          </span>
          <span className="flex shrink-0 flex-col items-end">
            <Price
              amount={discounted ? product.discount_price : product.price}
              className="font-semibold text-primary-800"
            />
            {discounted ? (
              <del className="text-xs text-slate-500">
                <Price amount={product.price} />
              </del>
            ) : null}
          </span>
        </>
      );
    }
    case 'category':
      return <NamedPicture src={option.category.thumbnail} name={option.category.name} shape="rounded" />;
    case 'shop':
      return <NamedPicture src={option.shop.logo} name={option.shop.name} shape="rounded-full" />;
    case 'search':
      return (
        <>
          <Search aria-hidden className="mx-3 size-4 shrink-0 text-slate-500" />
          <span className="min-w-0 truncate">
            {t('Search for')} <bdi className="font-semibold">{option.text}</bdi>
          </span>
        </>
      );
  }
}

/** A category's thumbnail or a shop's logo, small, beside its name. */
function NamedPicture({ src, name, shape }: { src: string; name: string; shape: 'rounded' | 'rounded-full' }) {
  return (
    <>
      <LazyImage
        src={src}
        width={32}
        height={32}
        eager
        className={clsx('mx-1 size-8 shrink-0 bg-slate-100 object-cover', shape)}
      />
      <span className="min-w-0 truncate">
        <bdi>{name}</bdi>
      </span>
    </>
  );
}
