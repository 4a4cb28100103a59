/** The vouchers screens' strings in English (the source) and Arabic. */
export const vouchersEn = {};

export const vouchersAr: Record<keyof typeof vouchersEn, string> = {};
