import { ConfirmButton as SharedConfirmButton, type ConfirmButtonProps } from '@souk/ui/confirm-button';
import { DialogPanel } from '@souk/ui/dialog-panel';
import { useI18n } from '../lib/i18n.tsx';

/** The shared confirm button in the console's words (a Radix dialog rather than the browser's confirm). */
export function ConfirmButton(props: Omit<ConfirmButtonProps, 'cancelLabel' | 'closeLabel' | 'dialog'>) {
  const { t } = useI18n();
  return (
    <SharedConfirmButton
      {...props}
      cancelLabel={t('dialog.keep')}
      closeLabel={t('dialog.close')}
      dialog={DialogPanel}
    />
  );
}
