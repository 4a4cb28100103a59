import type { Language } from '@souk/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { HintedField } from '../../components/hinted-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * A text's field in each of the shop's other languages, written in that language's direction
 * and labelled with it; a blank one leaves shoppers reading the default language's text.
 */
export function TranslationFields({
  languages,
  field,
  register,
  errorOf,
  maxLength,
}: {
  /** The other languages (not the default). */
  languages: Language[];
  /** The field's name, as its label reads ("Name"). */
  field: string;
  register: (locale: string) => UseFormRegisterReturn;
  errorOf: (locale: string) => string | undefined;
  maxLength: number;
}) {
  const { t } = useI18n();
  return (
    <>
      {languages.map((language) => (
        <HintedField
          key={language.name}
          label={t('navigation.translation', { field, language: language.title })}
          hint={t('navigation.translationHint', { language: language.title })}
          dir={language.direction}
          lang={language.name}
          maxLength={maxLength}
          error={errorOf(language.name)}
          {...register(language.name)}
        />
      ))}
    </>
  );
}

/** The other languages' texts as a form starts with them: blank where there is none. */
export function initialTexts(languages: Language[], texts: Record<string, string | null> | undefined) {
  return Object.fromEntries(languages.map((language) => [language.name, texts?.[language.name] ?? '']));
}
