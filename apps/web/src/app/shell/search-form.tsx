import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchHref, useSuggestionCombobox } from '../../features/search/index.ts';
import { countKey, useT } from '../../lib/i18n.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { Deferred } from '../../components/ui/deferred.tsx';

// The list's code loads when the field first takes focus, not with the page.
const SuggestionList = lazyNamed(
  () => import('../../features/search/components/suggestion-list.tsx'),
  'SuggestionList',
);

/**
 * Product search: Enter or the button opens /products?search=... The field shows the current
 * search term only on the results page (docs/features/storefront.md#the-header-and-menus). From
 * two characters typed, products, categories and shops matching the text drop below the field (in
 * the phone's dialog, below it in the flow), an ARIA combobox
 * (features/search/use-suggestion-combobox.ts).
 */
export function SearchForm({ onSearched, inDialog = false }: { onSearched?: () => void; inDialog?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const stored = pathname === '/products' ? (params.get('search') ?? '') : '';
  // A draft typed against one stored term; navigating to another search shows that one instead.
  const [draft, setDraft] = useState({ base: stored, term: stored });
  const term = draft.base === stored ? draft.term : stored;
  const typed = term.trim();

  // Fixed ids, the same in the page the server draws and in the browser (useId's follow the tree).
  const id = inDialog ? 'search-dialog' : 'search';
  const suggestions = useSuggestionCombobox(typed, id, (option) => {
    // A product's, category's or shop's page shows the field empty, as any page but the results.
    if (option.kind !== 'search') setDraft({ base: stored, term: '' });
    onSearched?.();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    suggestions.close();
    void navigate(searchHref(typed));
    onSearched?.();
  };

  const { found } = suggestions;
  return (
    <div
      role="search"
      className="relative w-full"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) suggestions.close();
      }}
    >
      <form
        onSubmit={submit}
        className="flex w-full items-stretch rounded-full border border-slate-300 bg-white focus-within:border-primary-600 focus-within:ring-2 focus-within:ring-primary-600"
      >
        <label className="sr-only" htmlFor={suggestions.fieldId} id={`${id}-label`}>
          {t('Search products')}
        </label>
        {/* ARIA 1.1's combobox: the field inside keeps its searchbox role. */}
        <div
          role="combobox"
          aria-expanded={suggestions.expanded}
          aria-controls={suggestions.fieldProps['aria-controls']}
          aria-labelledby={`${id}-label`}
          className="flex min-w-0 flex-1"
        >
          <input
            id={suggestions.fieldId}
            type="search"
            value={term}
            autoFocus={inDialog}
            autoComplete="off"
            {...suggestions.fieldProps}
            onChange={(event) => {
              setDraft({ base: stored, term: event.target.value });
              suggestions.open();
            }}
            onFocus={() => {
              void SuggestionList.preload();
              suggestions.open();
            }}
            placeholder={t('Search products')}
            className="min-w-0 flex-1 bg-transparent px-4 py-2 text-sm outline-none"
          />
        </div>
        <button
          type="submit"
          aria-label={t('Search')}
          className="rounded-e-full bg-primary-700 px-4 text-white hover:bg-primary-800"
        >
          <Search aria-hidden className="size-4" />
        </button>
      </form>
      {/* Read out politely as suggestions come (a live region, not a status: pages have their own). */}
      <p aria-live="polite" className="sr-only" data-testid="suggestion-count">
        {!suggestions.expanded
          ? ''
          : found === 0
            ? t('No suggestions')
            : t(countKey(found, ':count suggestion', ':count suggestions'), { count: found })}
      </p>
      <Deferred when={suggestions.expanded}>
        {suggestions.expanded ? (
          <SuggestionList
            id={suggestions.listId}
            options={suggestions.options}
            active={suggestions.activeIndex}
            optionId={suggestions.optionId}
            inline={inDialog}
            onPick={suggestions.picked}
          />
        ) : null}
      </Deferred>
    </div>
  );
}
