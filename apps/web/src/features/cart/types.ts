/** Cart and checkout shapes from the contract (types only, so zod stays out of the web bundle). */
export type {
  CartLine,
  CartShopGroup as CartShop,
  CartResponse,
  CheckoutResponse,
  CheckoutTotals,
  VatTaxAmount as VatLine,
} from '@souk/contract';
