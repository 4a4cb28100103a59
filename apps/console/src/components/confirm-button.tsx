import { ConfirmButton as SharedConfirmButton, type ConfirmButtonProps } from '@souk/ui/confirm-button';
import { DialogPanel } from '@souk/ui/dialog-panel';
import { useI18n } from '../lib/i18n.tsx';
import { useReadOnly } from '../lib/support-view.ts';

/**
 * The shared confirm button in the console's words (a Radix dialog rather than the browser's
 * confirm). What it confirms is a change, so the read-only support view has none.
 */
export function ConfirmButton(props: Omit<ConfirmButtonProps, 'cancelLabel' | 'closeLabel' | 'dialog'>) {
  const { t } = useI18n();
  if (useReadOnly()) return null;
  return (
    <SharedConfirmButton
      {...props}
      cancelLabel={t('dialog.keep')}
      closeLabel={t('dialog.close')}
      dialog={DialogPanel}
    />
  );
}
