import type { SellerVoucher } from '@souk/contract';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';

/** A voucher's discount as the owner reads it: "10%", or an amount of money. */
export function useDiscountText(): (voucher: Pick<SellerVoucher, 'discount_type' | 'discount'>) => string {
  const { intl } = useI18n();
  const money = useFormatMoney();
  return (voucher) =>
    voucher.discount_type === 'Percentage'
      ? new Intl.NumberFormat(intl, { style: 'percent' }).format(voucher.discount / 100)
      : money(voucher.discount);
}
