import type { InterfaceString, StaffLanguage } from '@souk/contract';
import clsx from 'clsx';
import { CONTROL } from '../../components/field.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * One string's text in the language being translated, named by the default text it stands for,
 * with the server's refusal under it. `value` is what staff typed, or the saved text.
 */
export function StringField({
  string,
  language,
  value,
  changed,
  error,
  onChange,
}: {
  string: InterfaceString;
  language: Pick<StaffLanguage, 'name' | 'title' | 'direction'>;
  value: string;
  changed: boolean;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  const { t } = useI18n();
  const errorId = `string-error-${encodeURIComponent(string.key)}`;
  return (
    // The text is what staff came to write: the column keeps room for it beside the default text.
    <div className="min-w-40 md:min-w-80 xl:min-w-md">
      <textarea
        rows={1}
        lang={language.name}
        dir={language.direction}
        aria-label={t('languages.strings.fieldLabel', { name: language.title, text: string.default_text })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={t('languages.strings.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(CONTROL, 'field-sizing-content min-h-10', changed && 'border-amber-600 bg-amber-50')}
      />
      {error && (
        <p id={errorId} dir="auto" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
