import { ConfirmButton as SharedConfirmButton, type ConfirmButtonProps } from '@souk/ui/confirm-button';
import { useT } from '../../lib/i18n.ts';
import { Dialog } from './dialog.tsx';

/** The shared confirm button in the storefront's words, opening the storefront's lazily loaded dialog. */
export function ConfirmButton(props: Omit<ConfirmButtonProps, 'cancelLabel' | 'closeLabel' | 'dialog'>) {
  const t = useT();
  return <SharedConfirmButton {...props} cancelLabel={t('No')} closeLabel={t('Close')} dialog={Dialog} />;
}
