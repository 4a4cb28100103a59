import { type ComponentProps, type ComponentType, type ReactNode, useState } from 'react';
import { Button } from './button.tsx';
import type { DialogProps } from './dialog-panel.tsx';

export interface ConfirmButtonProps {
  /** The button and the dialog's title; every text here comes translated. */
  label: string;
  question: string;
  confirmLabel: string;
  /** The button that keeps things as they are. */
  cancelLabel: string;
  closeLabel: string;
  pending: boolean;
  /** Runs the action; call `done` when it settles to close the dialog. */
  onConfirm: (done: () => void) => void;
  icon?: ReactNode;
  /** Which dialog to open: the storefront's loads Radix on first use, the console's is Radix's own. */
  dialog: ComponentType<DialogProps>;
  className?: string;
  size?: ComponentProps<typeof Button>['size'];
}

/** A button for something that cannot be undone, asked a second time in a dialog before the call. */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  cancelLabel,
  closeLabel,
  pending,
  onConfirm,
  icon,
  dialog: Dialog,
  className = 'text-rose-700',
  size,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="subtle" size={size} className={className} disabled={pending} onClick={() => setOpen(true)}>
        {icon}
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={label} closeLabel={closeLabel}>
        <div className="space-y-4 p-4">
          <p className="text-sm text-slate-700">{question}</p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {cancelLabel}
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
