import { zodResolver } from '@hookform/resolvers/zod';
import {
  type StaffLanguage,
  type StaffLanguageUpdateBody,
  staffLanguageUpdateBodySchema,
  type StaffLanguageUpdateValues,
} from '@souk/contract';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { SaveBar } from '../../components/save-bar.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { TitleAndDirectionFields } from './language-fields.tsx';
import { SECTION } from './section.ts';
import { submitWith } from './submit.ts';
import { useSaveLanguage } from './use-languages.ts';

const resolver = zodResolver(staffLanguageUpdateBodySchema);

/**
 * A language's name in the menu, its direction and whether shoppers are offered it (the default
 * always is), checked by the contract's schema and again by the server, whose refusals land under
 * the fields they name. Mounted per saved language, so it starts from what the server holds.
 */
export function LanguageForm({ language }: { language: StaffLanguage }) {
  const { t } = useI18n();
  const save = useSaveLanguage(language.id);
  const form = useForm<StaffLanguageUpdateBody, unknown, StaffLanguageUpdateValues>({
    resolver,
    defaultValues: { title: language.title, direction: language.direction, is_active: language.is_active },
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const { errors } = formState;
  const direction = useWatch({ control: form.control, name: 'direction' });
  const submit = submitWith(form, t('form.fixErrors'), async (values) => {
    const saved = await save.mutateAsync(values);
    toast.success(t('languages.saved', { name: saved.language.title }));
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('languages.fields')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TitleAndDirectionFields
            title={register('title')}
            direction={register('direction')}
            errors={{ title: errors.title?.message, direction: errors.direction?.message }}
            lang={language.name}
            dir={direction}
          />
        </div>
        {language.is_default ? (
          <p className="mt-4 text-sm text-slate-700">{t('languages.defaultNote')}</p>
        ) : (
          <div className="mt-4">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                aria-describedby="language-active-hint"
                {...register('is_active')}
              />
              {t('languages.active')}
            </label>
            <p id="language-active-hint" className="mt-1 text-xs text-slate-600">
              {t('languages.activeHint')}
            </p>
            {errors.is_active?.message && <p className="mt-1 text-sm text-red-700">{errors.is_active.message}</p>}
          </div>
        )}
      </fieldset>
      <SaveBar saving={save.isPending} label={t('languages.save')} savingLabel={t('languages.saving')} />
    </form>
  );
}
