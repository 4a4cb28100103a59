import type { StaffNavigation } from '@souk/contract';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { LoadError } from '../../components/load-error.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useNavigation } from './use-navigation.ts';

/**
 * A page that adds or edits one entry: the way back, its title, and its form once the
 * navigation is loaded (`children` gets it); an entry that is gone says so.
 */
export function EntryPage({
  title,
  back = '/navigation',
  children,
}: {
  title: (navigation: StaffNavigation) => string | undefined;
  back?: string;
  children: (navigation: StaffNavigation) => ReactNode;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const heading = navigation.data ? title(navigation.data) : undefined;
  return (
    <section aria-labelledby="entry-title" className="mx-auto max-w-3xl">
      <Link to={back} className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('navigation.back')}
      </Link>
      {navigation.isPending && <p>{t('loading')}</p>}
      {navigation.isError && <LoadError error={navigation.error} retry={() => void navigation.refetch()} />}
      {navigation.data &&
        (heading === undefined ? (
          <p role="alert">{t('navigation.notFound')}</p>
        ) : (
          <>
            <h1 id="entry-title" className="mb-4 text-2xl font-semibold break-words">
              {heading}
            </h1>
            {children(navigation.data)}
          </>
        ))}
    </section>
  );
}

/** After a save: a toast naming it, and back to where the entry is listed. */
export function useSaved() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (created: boolean, name: string, to = '/navigation') => {
    toast.success(t(created ? 'navigation.added' : 'navigation.saved', { name }));
    void navigate(to);
  };
}

/** The other languages of the navigation's, those texts may be written in. */
export const otherLanguages = (navigation: StaffNavigation) =>
  navigation.languages.filter((language) => !language.is_default);

/**
 * The entry of `rowsOf` the URL names (`:id`; none on the page that adds one), found in the
 * navigation, and its page's title: `<titles>.new`, or `<titles>.edit` with the entry's name
 * (none once the entry is gone). `key` starts its form afresh for another entry.
 */
export function useListEntry<Row extends { id: number }>(
  rowsOf: (navigation: StaffNavigation) => Row[],
  nameOf: (row: Row) => string,
  titles: 'navigation.menu' | 'navigation.group' | 'navigation.social',
) {
  const { t } = useI18n();
  const id = Number(useParams().id) || undefined;
  const find = (navigation: StaffNavigation) => rowsOf(navigation).find((row) => row.id === id);
  const title = (navigation: StaffNavigation) => {
    if (id === undefined) return t(`${titles}.new`);
    const row = find(navigation);
    return row && t(`${titles}.edit`, { name: nameOf(row) });
  };
  return { key: id ?? 'new', find, title };
}
