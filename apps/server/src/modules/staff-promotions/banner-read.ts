import type { StaffBanner, StaffBannersResponse } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { type BannerRow, selectBanners } from './banner-queries.ts';

/** A stored banner as the contract writes it (its place is its order in the list). */
export function bannerView({ position: _position, ...row }: BannerRow): StaffBanner {
  return { ...row, is_active: row.is_active === 1 };
}

/** The slider's banners and the ads, each in the home page's order, switched off ones too. */
export async function bannersView(db: Db): Promise<StaffBannersResponse> {
  const rows = (await selectBanners(db)).map(bannerView);
  return { slider: rows.filter((row) => row.type === 'slider'), ad: rows.filter((row) => row.type === 'ad') };
}
