import { useFormatMoney } from '../../lib/money.ts';

/** An amount in the shop's default currency, shown in the shopper's chosen currency. */
export function Price({ amount, className }: { amount: number; className?: string }) {
  const format = useFormatMoney();
  return (
    <span className={className} dir="ltr">
      {format(amount)}
    </span>
  );
}
