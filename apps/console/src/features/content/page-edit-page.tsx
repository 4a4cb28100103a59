import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTENT_LIMITS,
  type Language,
  type StaffPageBody,
  staffPageBodySchema,
  type StaffPageResponse,
  type StaffPageValues,
} from '@souk/contract';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { DetailPage } from '../../components/detail-page.tsx';
import { SaveBar } from '../../components/save-bar.tsx';
import { TextField } from '../../components/text-field.tsx';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { storefrontPath } from './storefront-path.ts';
import { RichText } from './rich-text.tsx';
import { SECTION } from './styles.ts';
import { usePage, useSavePage } from './use-pages.ts';

const resolver = zodResolver(staffPageBodySchema);
type PageForm = UseFormReturn<StaffPageBody, unknown, StaffPageValues>;

/** `/content/pages/:id`: a page's title and content, and their texts in the other languages. */
export function PageEditPage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const page = usePage(id);
  return (
    <DetailPage titleId="page-title" back={{ to: '/content/pages', label: t('content.pages.back') }} query={page}>
      {(data) => <PageForm key={data.page.id} data={data} />}
    </DetailPage>
  );
}

/**
 * The title and content fields in `language`: the page's own columns in the default language
 * (or with none known), its texts in another; each written in that language's direction.
 */
function PageTexts({ form, language }: { form: PageForm; language: Language | undefined }) {
  const { t } = useI18n();
  const path = language && !language.is_default ? (`translations.${language.name}` as const) : undefined;
  const errors = path ? form.formState.errors.translations?.[language?.name ?? ''] : form.formState.errors;
  const named = { language: language?.title ?? '' };
  return (
    <div className="grid gap-4">
      <TextField
        label={path ? t('content.translation.title', named) : t('content.page.pageTitle')}
        maxLength={CONTENT_LIMITS.title}
        error={errors?.title?.message}
        dir={language?.direction ?? 'auto'}
        lang={language?.name}
        {...form.register(path ? `${path}.title` : 'title')}
      />
      <RichText
        control={form.control}
        name={path ? `${path}.description` : 'description'}
        label={path ? t('content.translation.content', named) : t('content.page.content')}
        error={errors?.description?.message}
        language={language}
      />
    </div>
  );
}

function PageForm({ data }: { data: StaffPageResponse }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { page } = data;
  const fallback = data.languages.find((language) => language.is_default);
  const languages = data.languages.filter((language) => !language.is_default);
  const save = useSavePage(page.id);
  const form = useForm<StaffPageBody, unknown, StaffPageValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      title: page.title,
      description: page.description,
      translations: Object.fromEntries(
        languages.map((language) => {
          const texts = page.translations[language.name];
          return [language.name, { title: texts?.title ?? '', description: texts?.description ?? '' }];
        }),
      ),
    },
  });
  const submit = form.handleSubmit(
    (values) =>
      save
        .mutateAsync(values)
        .then(() => {
          toast.success(t('content.saved', { name: values.title }));
          void navigate('/content/pages');
        })
        .catch((error: unknown) => showSaveFailure(error, form.setError, t('form.fixErrors'))),
    () => toast.error(t('form.fixErrors')),
  );
  return (
    <>
      <h1 id="page-title" className="text-2xl font-semibold break-words">
        <bdi>{page.title}</bdi>
      </h1>
      <p className="mb-4 text-sm text-slate-600">
        <bdi dir="ltr">{storefrontPath(page.slug)}</bdi>
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <fieldset className={SECTION}>
          <legend className="px-1 font-semibold">{t('content.page.fields')}</legend>
          <PageTexts form={form} language={fallback} />
        </fieldset>
        {languages.map((language) => {
          const refused = form.formState.errors.translations?.[language.name];
          return (
            <details key={language.name} className={SECTION} open={refused ? true : undefined}>
              <summary className="cursor-pointer font-semibold">
                {t('content.translation.summary', { language: language.title })}
              </summary>
              <p className="my-3 text-sm text-slate-600">
                {t('content.translation.hint', { language: language.title })}
              </p>
              <PageTexts form={form} language={language} />
            </details>
          );
        })}
        <SaveBar saving={save.isPending} label={t('content.save')} savingLabel={t('content.saving')} />
      </form>
    </>
  );
}
