import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** `center` is a modal card; `start` and `end` slide in from that side (logical: rtl mirrors). */
  placement?: 'center' | 'start' | 'end';
  className?: string;
  /** Closed only by its own controls or Escape, not by a press beside it. */
  keepOnOutsidePress?: boolean;
  /** Something on the dialog's outer edge that is part of it (the cart drawer's tab). */
  edge?: ReactNode;
}

/**
 * Where the last dialog to close sent focus. A dialog opened from inside another (Log Out in the
 * phone's side menu) outlives its opener; on close it goes where the first one went.
 */
let lastReturn: HTMLElement | null = null;

/**
 * How long after opening a press beside a dialog is taken for the second press of the double
 * click that opened it (the usual double-click interval), not a wish to close it.
 */
const DOUBLE_PRESS_MS = 500;

/** What has focus now; for an item of a dropdown menu (which closes as the dialog opens), the menu's button. */
function focusOwner(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const trigger = menu?.id ? document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
  return trigger instanceof HTMLElement ? trigger : active;
}

/** The Radix side of `Dialog`, loaded the first time a dialog opens. */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  placement = 'center',
  className,
  keepOnOutsidePress = false,
  edge,
}: DialogProps) {
  // Most dialogs here open from the store, not a Radix Trigger, so Radix has no opener to return
  // focus to; remember what had focus when this one opened and give focus back to it on close.
  const opener = useRef<HTMLElement | null>(null);
  const openedAt = useRef(0);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          onPointerDownOutside={(event) => {
            if (keepOnOutsidePress || performance.now() - openedAt.current < DOUBLE_PRESS_MS) event.preventDefault();
          }}
          onOpenAutoFocus={() => {
            opener.current = focusOwner();
            openedAt.current = performance.now();
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current?.isConnected ? opener.current : lastReturn;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
            lastReturn = target;
          }}
          className={clsx(
            'fixed z-50 flex flex-col bg-white shadow-xl outline-none',
            placement === 'center' &&
              'start-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 rounded-lg ltr:-translate-x-1/2 rtl:translate-x-1/2',
            placement === 'start' && 'inset-y-0 start-0 w-[85vw] max-w-sm',
            placement === 'end' && 'inset-y-0 end-0 w-[90vw] max-w-md',
            className,
          )}
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={closeLabel}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="px-4 pt-3 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          {edge}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
