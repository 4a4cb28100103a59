import { fromMinor, type StaffCommerceResponse } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { gatewaysOf } from '../payment/gateways.ts';
import { readSettings } from '../settings/queries.ts';
import { selectActiveShops, selectDeliveryBands, selectRootShop, selectVatRates } from './queries.ts';

/** The commerce page as staff edit it: the switches, the gateways, the root shop, VAT rates and delivery bands. */
export async function commercePage(ctx: AppContext): Promise<StaffCommerceResponse> {
  const { db } = ctx;
  const [settings, root, shops, vat, bands] = await Promise.all([
    readSettings(db),
    selectRootShop(db),
    selectActiveShops(db),
    selectVatRates(db),
    selectDeliveryBands(db),
  ]);
  return {
    settings: {
      multi_vendor: settings.multi_vendor,
      one_shop_per_cart: settings.one_shop_per_cart,
      cash_on_delivery: settings.cash_on_delivery,
      online_payment: settings.online_payment,
      order_place_account_verify: settings.order_place_account_verify,
      // Field by field: only what the storefront may read leaves the server.
      payment_gateways: settings.payment_gateways.map(({ id, name, title, logo }) => ({ id, name, title, logo })),
    },
    gateway_adapters: [...gatewaysOf(ctx).keys()],
    root_shop: root ? { id: root.id, name: root.name, is_active: root.is_active === 1 } : null,
    shops,
    vat_rates: vat.map((rate) => ({ ...rate, is_active: rate.is_active === 1 })),
    delivery_bands: bands.map((band) => ({ ...band, charge: fromMinor(band.charge) })),
  };
}
