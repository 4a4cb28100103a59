import { zodResolver } from '@hookform/resolvers/zod';
import {
  BRANDING_TEXT_LIMITS,
  type StaffBrandingBody,
  staffBrandingBodySchema,
  type StaffBrandingResponse,
  type StaffBrandingValues,
} from '@souk/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { HintedField } from '../../components/hinted-field.tsx';
import { SaveBar } from '../../components/save-bar.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { FooterTranslation } from './footer-translation.tsx';
import { changedBody, formValues } from './form-values.ts';
import { ThemeSection } from './theme-section.tsx';
import { useSaveBranding } from './use-branding.ts';

const resolver = zodResolver(staffBrandingBodySchema);
const SECTION = 'min-w-0 rounded-lg border border-slate-200 bg-white p-4';

/**
 * The branding's texts and theme, checked by the contract's own schema as staff type and again
 * by the server, whose refusals land under the fields they name. A save sends only the fields
 * changed, then the form starts again from what the server holds.
 */
export function BrandingForm({ data }: { data: StaffBrandingResponse }) {
  const { t } = useI18n();
  const save = useSaveBranding();
  const form = useForm<StaffBrandingBody, unknown, StaffBrandingValues>({
    resolver,
    defaultValues: formValues(data.branding),
    mode: 'onTouched',
  });
  const { register, formState } = form;
  // Read while drawing: react-hook-form keeps which fields changed only for a form that reads them.
  const { errors, dirtyFields } = formState;
  const fallback = data.languages.find((language) => language.is_default) ?? data.languages[0];
  const others = data.languages.filter((language) => language !== fallback);

  const submit = form.handleSubmit(
    async (values) => {
      const body = changedBody(values, dirtyFields);
      if (Object.keys(body).length === 0) {
        toast.info(t('branding.unchanged'));
        return;
      }
      try {
        const saved = await save.mutateAsync(body);
        form.reset(formValues(saved.branding));
        toast.success(t('branding.saved'));
      } catch (error) {
        showSaveFailure(error, form.setError, t('form.fixErrors'));
      }
    },
    () => toast.error(t('form.fixErrors')),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('branding.identity')}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('branding.appName')}
            dir="auto"
            maxLength={BRANDING_TEXT_LIMITS.app_name}
            error={errors.app_name?.message}
            {...register('app_name')}
          />
          <HintedField
            label={t('branding.mobile')}
            hint={t('branding.mobileHint')}
            type="tel"
            dir="ltr"
            maxLength={BRANDING_TEXT_LIMITS.mobile}
            error={errors.mobile?.message}
            {...register('mobile')}
          />
          <TextField
            className="md:col-span-2"
            label={t('branding.address')}
            dir="auto"
            maxLength={BRANDING_TEXT_LIMITS.address}
            error={errors.address?.message}
            {...register('address')}
          />
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('branding.apps')}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <HintedField
            label={t('branding.playStore')}
            hint={t('branding.linkHint')}
            type="url"
            dir="ltr"
            error={errors.google_playstore_link?.message}
            {...register('google_playstore_link')}
          />
          <HintedField
            label={t('branding.appStore')}
            hint={t('branding.linkHint')}
            type="url"
            dir="ltr"
            error={errors.app_store_link?.message}
            {...register('app_store_link')}
          />
        </div>
        <label className="mt-4 flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...register('show_download_app')} />
          {t('branding.showDownloadApp')}
        </label>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">
          {t('branding.footer')}
          {fallback && ` · ${fallback.title}`}
        </legend>
        <div className="space-y-4">
          <TextField
            label={t('branding.footerText')}
            dir={fallback?.direction}
            lang={fallback?.name}
            maxLength={BRANDING_TEXT_LIMITS.web_footer_text}
            error={errors.web_footer_text?.message}
            {...register('web_footer_text')}
          />
          <TextAreaField
            label={t('branding.footerDescription')}
            dir={fallback?.direction}
            lang={fallback?.name}
            maxLength={BRANDING_TEXT_LIMITS.web_footer_description}
            error={errors.web_footer_description?.message}
            {...register('web_footer_description')}
          />
        </div>
      </fieldset>

      {fallback &&
        others.map((language) => (
          <FooterTranslation
            key={language.name}
            form={form}
            language={language}
            fallback={{
              language: fallback,
              text: data.branding.web_footer_text ?? '',
              description: data.branding.web_footer_description ?? '',
            }}
            section={SECTION}
          />
        ))}

      <ThemeSection form={form} section={SECTION} />

      <SaveBar saving={save.isPending} label={t('branding.save')} savingLabel={t('branding.saving')} />
    </form>
  );
}
