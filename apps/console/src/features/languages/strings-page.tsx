import { type InterfaceString, interfaceStringStatuses, type StaffLanguageStringsResponse } from '@souk/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { DataTable } from '../../components/data-table.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { SaveBar } from '../../components/save-bar.tsx';
import { hasFieldErrors } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSearchParam, useStatusPage } from '../../lib/use-status-page.ts';
import { StringField } from './string-field.tsx';
import { STRINGS_PER_PAGE, useLanguageStrings, useSaveStrings } from './use-languages.ts';

const column = createColumnHelper<InterfaceString>();
const FIELD_PREFIX = 'strings.';

/**
 * `/languages/:id/strings`: the default language's interface strings a page at a time, each with
 * this language's text to write, all of them, the missing or the translated ones, searched. What
 * staff type is kept across pages, tabs and searches until they save, and a save sends only the
 * strings changed; the server's refusals go under the strings they name.
 */
export function StringsPage() {
  const id = Number(useParams().id);
  // Keyed by the language, so what was typed for one never carries over to another.
  return <StringsEditor key={id} id={id} />;
}

function StringsEditor({ id }: { id: number }) {
  const { t } = useI18n();
  const { status, page, setPage } = useStatusPage(interfaceStringStatuses);
  const { search, onSearch } = useSearchParam();
  const strings = useLanguageStrings(id, { status, search, page });
  const save = useSaveStrings(id);
  /** What staff typed, by key, where it differs from the saved text. */
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const language = strings.data?.language;
  const standard = strings.data?.default_language;
  const changed = Object.keys(drafts).length;

  const type = (string: InterfaceString, text: string) =>
    setDrafts(({ [string.key]: _old, ...others }) =>
      text === (string.text ?? '') ? others : { ...others, [string.key]: text },
    );

  const submit = async () => {
    if (changed === 0) {
      toast.info(t('languages.strings.unchanged'));
      return;
    }
    const body = Object.fromEntries(Object.entries(drafts).map(([key, text]) => [key, text.trim() || null]));
    try {
      await save.mutateAsync({ strings: body });
      toast.success(t('languages.strings.saved', { count: changed }));
      setDrafts({});
      setRefusals({});
    } catch (error) {
      if (!hasFieldErrors(error)) {
        toast.error(error instanceof Error ? error.message : String(error));
        return;
      }
      const named = Object.entries(error.errors).filter(([field]) => field.startsWith(FIELD_PREFIX));
      setRefusals(
        Object.fromEntries(named.map(([field, messages]) => [field.slice(FIELD_PREFIX.length), messages[0] ?? ''])),
      );
      toast.error(t('form.fixErrors'));
    }
  };

  const columns = language && standard ? stringColumns(language, standard) : [];
  function stringColumns(
    translated: StaffLanguageStringsResponse['language'],
    { name, direction, title }: StaffLanguageStringsResponse['default_language'],
  ) {
    return [
      column.accessor('default_text', {
        header: t('languages.strings.defaultText', { name: title }),
        cell: ({ row }) => (
          <>
            <p lang={name} dir={direction} className="break-words">
              {row.original.default_text}
            </p>
            {row.original.key !== row.original.default_text && (
              <p dir="ltr" className="mt-1 text-xs break-words text-slate-600">
                {t('languages.strings.key', { key: row.original.key })}
              </p>
            )}
          </>
        ),
      }),
      column.accessor('text', {
        header: t('languages.strings.text', { name: translated.title }),
        cell: ({ row }) => {
          const string = row.original;
          const draft = drafts[string.key];
          return (
            <StringField
              string={string}
              language={translated}
              value={draft ?? string.text ?? ''}
              changed={draft !== undefined}
              error={refusals[string.key]}
              onChange={(text) => type(string, text)}
            />
          );
        },
      }),
    ];
  }
  // The table's functions are read in this render only; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: strings.data?.strings ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (string) => string.key,
  });
  return (
    <div className="mx-auto max-w-5xl">
      <Link to={`/languages/${id}`} className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {language ? t('languages.strings.back', { name: language.title }) : t('languages.back')}
      </Link>
      <ListPage
        titleId="strings-title"
        title={language ? t('languages.strings.title', { name: language.title }) : t('languages.strings')}
        lead={t('languages.strings.lead')}
        tabs={{
          label: t('languages.strings.tabs'),
          statuses: interfaceStringStatuses,
          current: status,
          all: t('languages.strings.all'),
          name: (tab) => t(`languages.strings.status.${tab}`),
          count: (tab) => strings.data?.counts[tab ?? 'all'],
        }}
        search={{ label: t('languages.strings.search'), value: search, onSearch }}
        count={(total) => t('languages.strings.count', { count: total })}
        above={
          changed > 0 && (
            <p role="status" className="mb-2 text-sm font-medium text-amber-900">
              {t('languages.strings.pending', { count: changed })}
            </p>
          )
        }
        query={strings}
        rows={(data: StaffLanguageStringsResponse) => data.strings}
        empty={t('languages.strings.empty')}
        paging={{ page, perPage: STRINGS_PER_PAGE, onPage: setPage }}
      >
        {() => (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <DataTable
              table={table}
              label={t('languages.strings')}
              rowKey={(string) => string.key}
              busy={strings.isPlaceholderData}
              minWidth="min-w-[320px]"
            />
            <SaveBar
              saving={save.isPending}
              label={t('languages.strings.save')}
              savingLabel={t('languages.strings.saving')}
            />
          </form>
        )}
      </ListPage>
    </div>
  );
}
