import { zodResolver } from '@hookform/resolvers/zod';
import {
  LANGUAGE_CODE,
  type StaffLanguageCreateBody,
  staffLanguageCreateBodySchema,
  type StaffLanguageCreateValues,
} from '@souk/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { HintedField } from '../../components/hinted-field.tsx';
import { SaveBar } from '../../components/save-bar.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { TitleAndDirectionFields } from './language-fields.tsx';
import { SECTION } from './section.ts';
import { submitWith } from './submit.ts';
import { useCreateLanguage } from './use-languages.ts';

const resolver = zodResolver(staffLanguageCreateBodySchema);

/**
 * A new language's code, name and direction, checked by the contract's own schema as staff type
 * and again by the server (a code taken lands under the code). Once added, its page opens.
 */
export function NewLanguageForm() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const create = useCreateLanguage();
  const form = useForm<StaffLanguageCreateBody, unknown, StaffLanguageCreateValues>({
    resolver,
    defaultValues: { name: '', title: '', direction: 'ltr' },
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const { errors } = formState;
  const [code, direction] = useWatch({ control: form.control, name: ['name', 'direction'] });
  const lang = code.trim().toLowerCase();
  const submit = submitWith(form, t('form.fixErrors'), async (values) => {
    const { language } = await create.mutateAsync(values);
    toast.success(t('languages.created', { name: language.title }));
    await navigate(`/languages/${language.id}`);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('languages.fields')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <HintedField
            className="sm:col-span-2"
            label={t('languages.code')}
            hint={t('languages.codeHint')}
            dir="ltr"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            maxLength={8}
            error={errors.name?.message}
            {...register('name')}
          />
          <TitleAndDirectionFields
            title={register('title')}
            direction={register('direction')}
            errors={{ title: errors.title?.message, direction: errors.direction?.message }}
            lang={LANGUAGE_CODE.test(lang) ? lang : undefined}
            dir={direction}
          />
        </div>
      </fieldset>
      <SaveBar saving={create.isPending} label={t('languages.create')} savingLabel={t('languages.saving')} />
    </form>
  );
}
