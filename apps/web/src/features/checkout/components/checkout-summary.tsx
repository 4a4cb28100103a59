import type { CheckoutResponse, Order } from '@souk/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '@souk/ui/button';
import { Panel } from '../../../components/ui/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAddressesQuery } from '../../address/index.ts';
import { useCartStore } from '../../cart/index.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSettingsStore } from '../../settings/index.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { paymentChoices } from '../payment-methods.ts';
import { CouponField } from './coupon-field.tsx';
import { PaymentOptions } from './payment-options.tsx';
import { TotalChangedNotice } from './total-changed-notice.tsx';
import { TotalsList } from './totals-list.tsx';

interface CheckoutSummaryProps {
  shopIds: number[];
  buyNow: boolean;
  note: string;
  checkout: UseQueryResult<CheckoutResponse>;
  onPlaced: (orders: Order[]) => void;
}

/** The side column: payment method, voucher code, the server's totals and Place Order. */
export function CheckoutSummary({ shopIds, buyNow, note, checkout, onPlaced }: CheckoutSummaryProps) {
  const t = useT();
  const master = useSettingsStore((s) => s.master);
  const choices = paymentChoices(master);
  const [method, setMethod] = useState<string | null>(null);
  const payment = method ?? choices[0]?.value ?? '';
  const couponCode = useCartStore((s) => s.couponCode);
  const addressId = useCartStore((s) => s.addressId);
  // The basket's address is known once the addresses have loaded (cart/basket-address.ts); a
  // press before then would be told to add an address the shopper already has.
  const addresses = useAddressesQuery();
  // The payable of a press the server refused because the total had changed; null otherwise.
  const [refusedAt, setRefusedAt] = useState<number | null>(null);
  const place = usePlaceOrder({ onPlaced: (result) => onPlaced(result.orders), onTotalChanged: setRefusedAt });
  const { data, error } = checkout;
  useEffect(() => {
    // A checkout failure shows the server's message (docs/features/forms-and-errors.md#toasts).
    if (error) toast.error(error.message);
  }, [error]);

  const submit = () => {
    if (!data || place.isPending) return;
    if (!addressId) {
      toast.error(t('Please add a delivery address'));
      return;
    }
    setRefusedAt(null);
    place.mutate({
      shop_ids: shopIds,
      address_id: addressId,
      payment_method: payment,
      // A code the checkout refused is not sent: the order takes the discount shown without it.
      coupon_code: couponCode && !data.coupon_message ? couponCode : undefined,
      note: note.trim() || undefined,
      is_buy_now: buyNow || undefined,
      // What the shopper sees is what they agree to pay: a different total is refused, not charged.
      expected_payable: data.checkout.payable_amount,
    });
  };

  return (
    <div className="min-w-0 space-y-4 lg:sticky lg:top-4">
      <Panel title={t('Payment Method')} id="checkout-payment-heading">
        <PaymentOptions choices={choices} value={payment} onChange={setMethod} />
      </Panel>
      <Panel title={t('Voucher')} id="checkout-voucher-heading">
        <CouponField
          applied={couponCode}
          onApply={(code) => useCartStore.getState().setCouponCode(code)}
          message={data?.coupon_message ?? null}
          appliedCode={data?.apply_coupon ? (data.coupon?.code ?? null) : null}
        />
      </Panel>
      <Panel title={t('Order Summary')} id="checkout-summary-heading">
        {data ? (
          <TotalsList
            busy={checkout.isFetching}
            totals={{
              subtotal: data.checkout.total_amount,
              deliveryCharge: data.checkout.delivery_charge,
              vat: data.checkout.all_vat_taxes,
              couponDiscount: data.checkout.coupon_discount,
              payable: data.checkout.payable_amount,
            }}
          />
        ) : (
          <Skeleton className="h-32 w-full" />
        )}
        {refusedAt !== null && data ? (
          <TotalChangedNotice previous={refusedAt} current={data.checkout.payable_amount} />
        ) : null}
        <Button
          className="mt-4 w-full"
          disabled={!data || place.isPending || checkout.isFetching || addresses.isPending || !payment}
          aria-busy={place.isPending}
          onClick={submit}
        >
          {place.isPending ? t('Processing') : t('Place Order')}
        </Button>
      </Panel>
    </div>
  );
}
