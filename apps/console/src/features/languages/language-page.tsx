import type { StaffLanguageResponse } from '@souk/contract';
import { ArrowLeft, Languages } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DetailPage } from '../../components/detail-page.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { CurrencyStatusBadge as StatusBadge } from '../currencies/currency-status-badge.tsx';
import { DefaultSection } from './default-section.tsx';
import { LanguageForm } from './language-form.tsx';
import { LanguageName } from './language-name.tsx';
import { NewLanguageForm } from './new-language-form.tsx';
import { SECTION } from './section.ts';
import { useLanguage, useLanguages } from './use-languages.ts';

/** `/languages/new` and `/languages/:id`: the form to add one, or a language with its strings' state and the default. */
export function LanguagePage() {
  const { id } = useParams();
  return id === undefined ? <NewLanguage /> : <ExistingLanguage id={Number(id)} />;
}

function NewLanguage() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="language-title" className="mx-auto max-w-4xl">
      <Link to="/languages" className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('languages.back')}
      </Link>
      <h1 id="language-title" className="text-2xl font-semibold">
        {t('languages.newTitle')}
      </h1>
      <p className="mb-4 text-sm text-slate-600">{t('languages.newLead')}</p>
      <NewLanguageForm />
    </section>
  );
}

function ExistingLanguage({ id }: { id: number }) {
  const { t } = useI18n();
  const language = useLanguage(id);
  return (
    <DetailPage titleId="language-title" back={{ to: '/languages', label: t('languages.back') }} query={language}>
      {(data) => <LanguageDetails data={data} />}
    </DetailPage>
  );
}

function LanguageDetails({ data }: { data: StaffLanguageResponse }) {
  const { t } = useI18n();
  const { language, total_strings: total } = data;
  const standard = useLanguages().data?.languages.find((other) => other.is_default);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="language-title" className="text-2xl font-semibold">
          <LanguageName language={language} />
        </h1>
        <StatusBadge currency={language} />
      </div>
      <section aria-labelledby="language-strings" className={SECTION}>
        <h2 id="language-strings" className="font-semibold">
          {t('languages.strings')}
        </h2>
        <p className="mb-3 text-sm text-slate-700">
          {language.missing > 0
            ? t('languages.summary.missing', { missing: language.missing, total })
            : t('languages.summary.complete', { total })}
        </p>
        <Link
          to={`/languages/${language.id}/strings${language.missing > 0 ? '?status=missing' : ''}`}
          className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
        >
          <Languages aria-hidden className="size-4" />
          {t('languages.openStrings')}
        </Link>
      </section>
      {/* Keyed by what the server holds, so the form starts again from it after each save. */}
      <LanguageForm
        key={`${language.title}|${language.direction}|${language.is_active}|${language.is_default}`}
        language={language}
      />
      <DefaultSection language={language} standard={standard?.title ?? ''} />
    </div>
  );
}
