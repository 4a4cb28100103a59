import { ChevronDown, LayoutGrid } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCategoriesQuery } from '../../features/catalog/index.ts';
import { useT } from '../../lib/i18n.ts';
import { useSettingsStore } from '../../features/settings/index.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';

/** The category dropdown (a grid of 2, 4, 5, 7 or 10 columns by width) and the shop's menu links. */
export function CategoryBar() {
  const t = useT();
  const menus = useSettingsStore((s) => s.master?.menus) ?? [];
  const { pathname } = useLocation();
  // Remembers the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    const onClick = (event: MouseEvent) => !ref.current?.contains(event.target as Node) && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative border-b border-slate-200 bg-white pe-[var(--tab-gutter,0px)]">
      <div className="mx-auto flex h-11 max-w-7xl items-center gap-4 px-3 sm:px-4">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="category-panel"
          onClick={() => setOpen(!open)}
          className="inline-flex shrink-0 items-center gap-2 rounded-md bg-primary-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          <LayoutGrid aria-hidden className="size-4" />
          {t('All Categories')}
          <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        <nav
          aria-label={t('Menu')}
          className="hidden min-w-0 flex-1 items-center gap-5 overflow-x-auto text-sm font-medium text-slate-700 lg:flex"
        >
          {menus.map((menu) => (
            <SmartLink
              key={menu.id}
              url={menu.url}
              external={menu.is_external}
              target={menu.target}
              className="whitespace-nowrap hover:text-primary-700"
            >
              {menu.name}
            </SmartLink>
          ))}
        </nav>
      </div>
      {open ? <CategoryPanel /> : null}
    </div>
  );
}

function CategoryPanel() {
  const { data, isPending, isError, refetch } = useCategoriesQuery();
  return (
    <div
      id="category-panel"
      className="absolute inset-x-0 top-full z-30 max-h-[70vh] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
    >
      <div
        className="mx-auto grid max-w-7xl grid-cols-2 gap-4 p-4 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-7 xl:grid-cols-10"
        data-testid="category-grid"
      >
        {isPending ? Array.from({ length: 10 }, (_, i) => <Skeleton key={i} className="h-28" />) : null}
        {isError ? (
          <ErrorState className="col-span-full text-sm text-slate-600" onRetry={() => void refetch()} />
        ) : null}
        {data?.categories.map((category) => (
          <div key={category.id} className="min-w-0">
            <Link to={`/categories/${category.slug}`} className="group flex flex-col items-center gap-1 text-center">
              <img
                src={category.thumbnail}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 rounded-full bg-slate-100 object-cover"
              />
              <span className="text-sm font-semibold text-slate-800 group-hover:text-primary-700">{category.name}</span>
            </Link>
            <ul className="mt-1 space-y-0.5 text-center text-xs text-slate-600">
              {category.sub_categories.map((sub) => (
                <li key={sub.id}>
                  <Link
                    to={`/categories/${category.id}?subcategory=${sub.id}`}
                    className="hover:text-primary-700 hover:underline"
                  >
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
