export type { Voucher } from '@souk/contract';
