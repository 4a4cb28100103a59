import { SendHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { isSendKey, isSendable } from '../message-text.ts';

/**
 * The message box: Enter sends, Shift+Enter makes a new line, blank text is ignored; `onType`
 * hears each change that leaves text in the box.
 */
export function MessageComposer({ onSend, onType }: { onSend: (text: string) => void; onType?: () => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const send = () => {
    if (!isSendable(text)) return;
    // Cleared at once, and left cleared if sending fails
    // (docs/features/chat.md#when-something-fails).
    setText('');
    onSend(text);
  };
  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <textarea
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() !== '') onType?.();
        }}
        onKeyDown={(e) => {
          if (!isSendKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) return;
          e.preventDefault();
          send();
        }}
        rows={1}
        maxLength={2000}
        aria-label={t('Type a message')}
        placeholder={t('Type a message')}
        className="max-h-32 min-h-10 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-primary-600 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={t('Send')}
        className="grid size-10 shrink-0 place-items-center rounded-md bg-primary-700 text-white hover:bg-primary-800"
      >
        <SendHorizontal aria-hidden className="size-5 rtl:-scale-x-100" />
      </button>
    </form>
  );
}
