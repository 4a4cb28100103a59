import type { Language } from '@souk/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { LoadError } from '../../components/load-error.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * A page that adds or edits one entry of a catalogue list: the way back to the list, its title,
 * and its form once the list is loaded (`children` gets it); an entry that is gone says so.
 */
export function EntryFrame<Data>({
  query,
  back,
  title,
  children,
}: {
  query: UseQueryResult<Data>;
  back: string;
  title: (data: Data) => string | undefined;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useI18n();
  const heading = query.data === undefined ? undefined : title(query.data);
  return (
    <section aria-labelledby="entry-title" className="mx-auto max-w-3xl space-y-6">
      <Link to={back} className="inline-flex items-center gap-1 text-sm text-primary-700">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('catalogue.back')}
      </Link>
      {query.isPending && <p>{t('loading')}</p>}
      {query.isError && <LoadError error={query.error} retry={() => void query.refetch()} />}
      {query.data !== undefined &&
        (heading === undefined ? (
          <p role="alert">{t('catalogue.notFound')}</p>
        ) : (
          <>
            <h1 id="entry-title" className="text-2xl font-semibold break-words">
              {heading}
            </h1>
            {children(query.data)}
          </>
        ))}
    </section>
  );
}

/** The id the page's address names (`:id`); none on a page that adds one. */
export const useEntryId = () => Number(useParams().id) || undefined;

/** After a save or a removal: a toast naming it, and on to `to`. */
export function useDone() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (message: 'catalogue.added' | 'catalogue.saved' | 'catalogue.removed', name: string, to: string) => {
    toast.success(t(message, { name }));
    void navigate(to);
  };
}

/** A form's save of a new (`created`) or known entry: the toast, and back to its list `back`. */
export function useSaved(created: boolean, back: string) {
  const done = useDone();
  return (name: string) => done(created ? 'catalogue.added' : 'catalogue.saved', name, back);
}

/** The languages names are written in besides the default, whose name is the row's own. */
export const otherLanguages = (languages: Language[]) => languages.filter((language) => !language.is_default);

/** Where a category is listed: its parent's page for a sub-category, else the categories. */
export const listedAt = (parentId: number | null) =>
  parentId === null ? '/catalogue/categories' : `/catalogue/categories/${parentId}`;
