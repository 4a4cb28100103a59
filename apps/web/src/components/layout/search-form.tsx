import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../features/settings/i18n.ts';

/**
 * Product search: Enter or the button opens /products?search=... The field shows the current
 * search term only on the results page (spec section 2).
 */
export function SearchForm({ onSearched, autoFocus }: { onSearched?: () => void; autoFocus?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const stored = pathname === '/products' ? (params.get('search') ?? '') : '';
  // A draft typed against one stored term; navigating to another search shows that one instead.
  const [draft, setDraft] = useState({ base: stored, term: stored });
  const term = draft.base === stored ? draft.term : stored;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = term.trim();
    navigate(search ? `/products?search=${encodeURIComponent(search)}` : '/products');
    onSearched?.();
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className="flex w-full items-stretch overflow-hidden rounded-full border border-slate-300 bg-white focus-within:border-primary-600 focus-within:ring-2 focus-within:ring-primary-600"
    >
      <label className="sr-only" htmlFor={autoFocus ? 'search-dialog-input' : 'search-input'}>
        {t('Search products')}
      </label>
      <input
        id={autoFocus ? 'search-dialog-input' : 'search-input'}
        type="search"
        value={term}
        autoFocus={autoFocus}
        onChange={(event) => setDraft({ base: stored, term: event.target.value })}
        placeholder={t('Search products')}
        className="min-w-0 flex-1 bg-transparent px-4 py-2 text-sm outline-none"
      />
      <button type="submit" aria-label={t('Search')} className="bg-primary-700 px-4 text-white hover:bg-primary-800">
        <Search aria-hidden className="size-4" />
      </button>
    </form>
  );
}
