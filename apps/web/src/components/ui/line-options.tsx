import { useT } from '../../lib/i18n.ts';

interface LineOptionsProps {
  size: { name: string } | null | undefined;
  color: { name: string } | null | undefined;
}

/** A line's chosen size and colour, as cart, checkout and order lines show them. */
export function LineOptions({ size, color }: LineOptionsProps) {
  const t = useT();
  if (!size && !color) return null;
  return (
    <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
      {size ? (
        <span>
          {t('Size')}: <bdi>{size.name}</bdi>
        </span>
      ) : null}
      {color ? (
        <span>
          {t('Color')}: <bdi>{color.name}</bdi>
        </span>
      ) : null}
    </p>
  );
}
