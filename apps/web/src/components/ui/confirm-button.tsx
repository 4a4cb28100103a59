import { type ReactNode, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmButtonProps {
  /** The button and the dialog's title; already translated. */
  label: string;
  question: string;
  confirmLabel: string;
  pending: boolean;
  /** Runs the action; call `done` when it settles to close the dialog. */
  onConfirm: (done: () => void) => void;
  icon?: ReactNode;
}

/** A button for something that cannot be undone, asked a second time in a dialog before the call. */
export function ConfirmButton({ label, question, confirmLabel, pending, onConfirm, icon }: ConfirmButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="subtle" className="text-rose-700" onClick={() => setOpen(true)}>
        {icon}
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={label} closeLabel={t('Close')}>
        <div className="space-y-4 p-4">
          <p className="text-sm text-slate-700">{question}</p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('No')}
            </Button>
            <Button disabled={pending} onClick={() => onConfirm(() => setOpen(false))}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
