import type { StaffBannerCreateValues, StaffBannerValues } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { removeUpload } from '../../lib/storage/remove-upload.ts';
import { uploadStorage } from '../../lib/storage/upload-storage.ts';
import type { ImageUpload } from '../../lib/uploads/image-field.ts';
import type { Uploader } from '../../lib/uploads/quota.ts';
import { recordAudit } from '../audit/queries.ts';
import {
  type BannerRow,
  type BannerType,
  bannerPlaces,
  deleteBanner,
  findBanner,
  insertBanner,
  lockBanners,
  updateBanner,
} from './banner-queries.ts';
import { bannerView } from './banner-read.ts';
import { storePicture } from './pictures.ts';

type Context = Pick<AppContext, 'db' | 'kind' | 'clock'>;

const columnsOf = (body: StaffBannerValues) => ({
  title: body.title,
  url: body.url,
  is_active: body.is_active ? 1 : 0,
});

/** An audit entry of a banner's change. */
const audit = (trx: Db, ctx: Context, staffId: number, action: string, id: number, before: unknown, after: unknown) =>
  recordAudit(trx, ctx.clock, {
    actorId: staffId,
    action: `banner.${action}`,
    subjectType: 'banner',
    subjectId: id,
    before,
    after,
  });

/**
 * Writes the places `order` gives the list's banners (0, 1, 2…), changing only those whose place
 * moved: positions stay a clean sequence whatever gaps or ties they had.
 */
async function renumber(trx: Db, type: BannerType, order: number[]): Promise<void> {
  const now = new Map((await bannerPlaces(trx, type)).map((row) => [row.id, row.position]));
  for (const [position, id] of order.entries()) {
    if (now.get(id) !== position) await updateBanner(trx, id, { position });
  }
}

const orderOf = async (trx: Db, type: BannerType) => (await bannerPlaces(trx, type)).map((row) => row.id);

/** Banner `id` under the banners' lock (404 when it is gone). */
async function lockedBanner(trx: Db, ctx: Context, id: number): Promise<BannerRow> {
  await lockBanners(trx, ctx.kind);
  const row = await findBanner(trx, id);
  if (!row) throw AppError.notFound('Banner');
  return row;
}

/**
 * `POST /staff/promotions/banners`: a banner with its picture, last in its list, with its audit
 * entry, in one transaction holding the banners' lock. The new banner's id.
 */
export async function createBanner(
  ctx: AppContext,
  uploader: Uploader,
  body: StaffBannerCreateValues & { thumbnail: ImageUpload },
): Promise<number> {
  const saved = await storePicture(ctx, uploader, 'banners', body.thumbnail, (thumbnail) =>
    ctx.db.transaction().execute(async (trx) => {
      await lockBanners(trx, ctx.kind);
      const order = await orderOf(trx, body.type);
      // The others first close any gap, so the new banner's place is right after the last.
      await renumber(trx, body.type, order);
      const columns = { type: body.type, thumbnail, ...columnsOf(body) };
      const id = await insertBanner(trx, columns, order.length);
      await audit(trx, ctx, uploader.userId, 'create', id, null, { ...columns, is_active: body.is_active });
      return { id, replaced: null };
    }),
  );
  return saved.id;
}

/** `PUT /staff/promotions/banners/{id}`: its title, link and whether it shows; an audit entry of what changed. */
export async function saveBanner(ctx: Context, staffId: number, id: number, body: StaffBannerValues): Promise<boolean> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockedBanner(trx, ctx, id);
    const columns = columnsOf(body);
    const names = (Object.keys(columns) as Array<keyof typeof columns>).filter((key) => columns[key] !== row[key]);
    if (names.length === 0) return false;
    const pick = (from: typeof columns) =>
      Object.fromEntries(names.map((key) => [key, key === 'is_active' ? from[key] === 1 : from[key]]));
    await updateBanner(trx, id, Object.fromEntries(names.map((key) => [key, columns[key]])));
    await audit(trx, ctx, staffId, 'update', id, pick(row), pick(columns));
    return true;
  });
  if (changed) catalogChanged();
  return changed;
}

/** `POST /staff/promotions/banners/{id}/thumbnail`: a new picture in place of its own (see storePicture). */
export async function replaceBannerImage(ctx: AppContext, uploader: Uploader, id: number, upload: ImageUpload) {
  await storePicture(ctx, uploader, 'banners', upload, (thumbnail) =>
    ctx.db.transaction().execute(async (trx) => {
      const row = await lockedBanner(trx, ctx, id);
      await updateBanner(trx, id, { thumbnail });
      await audit(trx, ctx, uploader.userId, 'image', id, { thumbnail: row.thumbnail }, { thumbnail });
      return { replaced: row.thumbnail };
    }),
  );
}

/**
 * `POST /staff/promotions/banners/{id}/move`: to place `position` in its list (past the end: the
 * last), the others keeping their order, under the banners' lock. True when its place changed.
 */
export async function moveBanner(ctx: Context, staffId: number, id: number, position: number): Promise<boolean> {
  const moved = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockedBanner(trx, ctx, id);
    const before = await orderOf(trx, row.type);
    const after = before.filter((other) => other !== id);
    after.splice(Math.min(position, after.length), 0, id);
    await renumber(trx, row.type, after);
    if (after.every((other, index) => before[index] === other)) return false;
    const place = (order: number[]) => ({ position: order.indexOf(id), order });
    await audit(trx, ctx, staffId, 'move', id, place(before), place(after));
    return true;
  });
  if (moved) catalogChanged();
  return moved;
}

/** `DELETE /staff/promotions/banners/{id}`: the others close the gap; its picture goes after the commit. */
export async function removeBanner(ctx: AppContext, staffId: number, id: number): Promise<void> {
  const removed = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockedBanner(trx, ctx, id);
    await deleteBanner(trx, id);
    await renumber(trx, row.type, await orderOf(trx, row.type));
    await audit(trx, ctx, staffId, 'delete', id, bannerView(row), null);
    return row;
  });
  await removeUpload(uploadStorage(ctx.config), 'banners', removed.thumbnail);
  catalogChanged();
}
