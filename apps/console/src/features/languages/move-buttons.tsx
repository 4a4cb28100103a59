import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../lib/i18n.tsx';
import { useMoveLanguage } from './use-languages.ts';

const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

type Side = 'up' | 'down';

/**
 * Moving languages up and down the storefront's menu, from the keyboard as with a finger: once
 * the list is drawn in its new order, the pressed button has the focus again (its neighbour, once
 * the language reached an end). `order` is the languages' ids as drawn.
 */
export function useLanguageMoves(order: number[]) {
  const { t } = useI18n();
  const move = useMoveLanguage();
  const pressed = useRef<{ id: number; side: Side } | null>(null);
  const drawn = order.join();
  useEffect(() => {
    const wanted = pressed.current;
    if (!wanted) return;
    pressed.current = null;
    const sides: Side[] = wanted.side === 'up' ? ['up', 'down'] : ['down', 'up'];
    const buttons = sides.map((side) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}-${side}"]`),
    );
    buttons.find((button) => button && !button.disabled)?.focus();
  }, [drawn]);

  return (language: { id: number; title: string }, index: number) => {
    const to = (side: Side) => {
      // One move at a time: a second press before the answer would move from a stale place.
      if (move.isPending) return;
      const position = side === 'up' ? index - 1 : index + 1;
      pressed.current = { id: language.id, side };
      move.mutate(
        { id: language.id, position },
        {
          onSuccess: () => toast.success(t('languages.moved', { name: language.title, place: position + 1 })),
          onError: (error) => {
            pressed.current = null;
            toast.error(error.message);
          },
        },
      );
    };
    return (
      <div className="flex gap-2">
        <button
          type="button"
          data-move={`${language.id}-up`}
          className={ICON_BUTTON}
          aria-label={t('languages.moveUp', { name: language.title })}
          disabled={index === 0}
          onClick={() => to('up')}
        >
          <ArrowUp aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          data-move={`${language.id}-down`}
          className={ICON_BUTTON}
          aria-label={t('languages.moveDown', { name: language.title })}
          disabled={index === order.length - 1}
          onClick={() => to('down')}
        >
          <ArrowDown aria-hidden className="size-4" />
        </button>
      </div>
    );
  };
}
