import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { TextField } from './text-field.tsx';

interface PasswordFieldProps {
  name: string;
  label: string;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  defaultValue?: string;
}

/** A password input with a show/hide toggle, as every account dialog asks for. */
export function PasswordField(props: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      dir="ltr"
      trailing={
        <button
          type="button"
          aria-label={visible ? t('Hide password') : t('Show password')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          className="rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <Icon aria-hidden className="size-4" />
        </button>
      }
    />
  );
}
