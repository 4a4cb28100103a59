import { type LanguageDirection, languageDirections, MAX_LANGUAGE_TITLE } from '@souk/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONTROL, Field } from '../../components/field.tsx';
import { HintedField } from '../../components/hinted-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * What both language forms have, registered by each: the name in the language menu (written in
 * the language `lang`, in the direction chosen) and the direction, with their errors under them.
 */
export function TitleAndDirectionFields({
  title,
  direction,
  errors,
  lang,
  dir,
}: {
  title: UseFormRegisterReturn;
  direction: UseFormRegisterReturn;
  errors: { title?: string | undefined; direction?: string | undefined };
  lang: string | undefined;
  dir: LanguageDirection | undefined;
}) {
  const { t } = useI18n();
  return (
    <>
      <HintedField
        label={t('languages.titleField')}
        hint={t('languages.titleHint')}
        lang={lang}
        dir={dir ?? 'auto'}
        maxLength={MAX_LANGUAGE_TITLE}
        error={errors.title}
        {...title}
      />
      <Field label={t('languages.direction')} error={errors.direction}>
        {(control) => (
          <select className={CONTROL} {...control} {...direction}>
            {languageDirections.map((option) => (
              <option key={option} value={option}>
                {t(`languages.direction.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
