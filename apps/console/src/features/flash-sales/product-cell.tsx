import type { ReactNode } from 'react';

/** A product as a row shows it: its picture, its name and its code, and whatever else the row says of it. */
export function ProductCell({
  product,
  children,
}: {
  product: { name: string; code: string; thumbnail: string };
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <img src={product.thumbnail} alt="" width={40} height={40} className="size-10 shrink-0 rounded object-cover" />
      <div className="min-w-0">
        <p className="line-clamp-2 font-medium">
          <bdi>{product.name}</bdi>
        </p>
        <p className="font-mono text-xs text-slate-500">
          <bdi dir="ltr">{product.code}</bdi>
        </p>
        {children}
      </div>
    </div>
  );
}
