import type { Language } from '@souk/contract';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { editorLabels } from '../../components/editor-labels.ts';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { EDITOR_DIRECTION } from './styles.ts';

/**
 * A form's rich text (a post's or a page's body), written in `language`'s direction when it is
 * another language's text (its label and toolbar follow the interface's).
 */
export function RichText<T extends FieldValues>({
  control,
  name,
  label,
  error,
  language,
  className = '',
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  error: string | undefined;
  language?: Language | undefined;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <div
      className={`min-w-0 ${language ? EDITOR_DIRECTION[language.direction] : ''} ${className}`}
      lang={language?.name}
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextField
            label={label}
            error={error}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            labels={editorLabels(t)}
          />
        )}
      />
    </div>
  );
}
