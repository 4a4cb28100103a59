import { SelectField } from '../../../components/ui/select-field.tsx';
import { useT } from '../../../lib/i18n.ts';

interface OptionSelectProps {
  id: string;
  label: string;
  options: ReadonlyArray<{ id: number; name: string }>;
  value: number | null;
  error?: string | undefined;
  onChange: (value: number | null) => void;
}

/** A size or colour choice, "Any" leaving it to the shop; a product without such options shows nothing. */
export function OptionSelect({ id, label, options, value, error, onChange }: OptionSelectProps) {
  const t = useT();
  if (options.length === 0) return null;
  return (
    <SelectField
      id={id}
      label={label}
      placeholder={t('Any')}
      options={options}
      value={value ?? ''}
      error={error}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    />
  );
}
