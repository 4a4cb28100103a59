import type { AccountSecretState } from '@souk/contract';
import { Controller } from 'react-hook-form';
import { HintedField } from '../../components/hinted-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { CheckField } from './check-field.tsx';
import type { AccountsForm, SecretPath } from './form-values.ts';

/**
 * A write-only secret: the field starts blank whatever is saved (the server never sends it), the
 * hint says which secret is in force, and a saved one can be marked for removal (the value null)
 * at the next save.
 */
export function SecretField({
  form,
  name,
  label,
  state,
  variable,
}: {
  form: AccountsForm;
  name: SecretPath;
  label: string;
  state: AccountSecretState;
  /** The server's environment variable that holds this secret and wins over a saved one. */
  variable: string;
}) {
  const { t } = useI18n();
  const status =
    state.secret_source === 'environment'
      ? t(state.has_secret ? 'accounts.secret.environmentAndSaved' : 'accounts.secret.environment', { variable })
      : state.has_secret
        ? t('accounts.secret.console')
        : t('accounts.secret.none', { variable });
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="min-w-0 space-y-2">
          <HintedField
            label={label}
            hint={field.value === null ? t('accounts.secret.removing') : status}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            dir="ltr"
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            disabled={field.value === null}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
          {state.has_secret && (
            <CheckField
              label={t('accounts.secret.remove')}
              checked={field.value === null}
              onChange={(event) => field.onChange(event.target.checked ? null : '')}
            />
          )}
        </div>
      )}
    />
  );
}
