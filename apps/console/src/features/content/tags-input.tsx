import { CONTENT_LIMITS, type Language, type StaffBlogBody } from '@souk/contract';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { type Control, type FieldError, type Merge, useController } from 'react-hook-form';
import { CONTROL } from '../../components/field.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/** A list field's message: the list's own, or the first of its entries' (a refused tag). */
function listError(error: Merge<FieldError, (FieldError | undefined)[]> | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  return Array.isArray(error) ? error.find((entry) => entry?.message)?.message : undefined;
}

/** `tags` with `text`'s comma-separated tags after them: trimmed, blank ones and repeats (case aside) left out. */
function withTyped(tags: string[], text: string): string[] {
  const next = [...tags];
  for (const tag of text.split(',').map((part) => part.trim())) {
    if (tag && !next.some((kept) => kept.toLocaleLowerCase() === tag.toLocaleLowerCase())) next.push(tag);
  }
  return next;
}

/** A post's tags in the default language (`tags`) or another one, as a field of the post's form. */
export function TagsField({
  control,
  name,
  label,
  error,
  language,
}: {
  control: Control<StaffBlogBody>;
  name: 'tags' | `translations.${string}.tags`;
  label: string;
  error: Merge<FieldError, (FieldError | undefined)[]> | undefined;
  language?: Language | undefined;
}) {
  const { t } = useI18n();
  const { field } = useController({ control, name });
  return (
    <TagsInput
      label={label}
      hint={t('content.tags.hint')}
      value={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={listError(error)}
      {...(language ? { dir: language.direction, lang: language.name } : {})}
    />
  );
}

/**
 * A post's tags: each shown with a button that removes it, and a box where a comma or Enter adds
 * what was typed (also added when the box is left). The server trims and de-duplicates them again
 * and checks their lengths; its refusal of one tag (`tags.2`) shows under the field.
 */
function TagsInput({
  label,
  hint,
  value,
  onChange,
  onBlur,
  error,
  dir,
  lang,
}: {
  label: string;
  hint: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur: () => void;
  error: string | undefined;
  dir?: 'ltr' | 'rtl';
  lang?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    if (text.trim() === '') return setText('');
    onChange(withTyped(value, text));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {value.length > 0 && (
        <ul aria-label={label} className="mb-2 flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              dir={dir}
              lang={lang}
              className="flex items-center gap-1 rounded-full bg-slate-100 ps-3 pe-1 text-sm"
            >
              <bdi>{tag}</bdi>
              <button
                type="button"
                className="rounded-full p-1 hover:bg-slate-200"
                aria-label={t('content.tags.remove', { tag })}
                onClick={() => onChange(value.filter((kept) => kept !== tag))}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className={CONTROL}
        value={text}
        dir={dir}
        lang={lang}
        maxLength={CONTENT_LIMITS.tag}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${error ? `${id}-error ` : ''}${id}-hint`}
        onChange={(event) => {
          const typed = event.target.value;
          if (!typed.includes(',')) return setText(typed);
          onChange(withTyped(value, typed));
          setText('');
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add();
          onBlur();
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} dir="auto" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
