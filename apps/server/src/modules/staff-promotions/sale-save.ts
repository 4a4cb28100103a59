import type { StaffFlashSaleValues } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import type { ImageUpload } from '../../lib/uploads/image-field.ts';
import type { Uploader } from '../../lib/uploads/quota.ts';
import { recordAudit } from '../audit/queries.ts';
import { refreshFlashPrices } from '../catalog/flash-price-queries.ts';
import { fieldTexts } from '../translations/queries.ts';
import { replaceField } from '../translations/write-queries.ts';
import { storePicture } from './pictures.ts';
import { insertSale, lockSaleRow, saleProducts, type StaffSaleRow, updateSale } from './sale-queries.ts';
import { unofferedLanguages } from '../translations/offered.ts';
import { dateProblems, type Problems } from './sale-rules.ts';

type Context = Pick<AppContext, 'db' | 'kind' | 'clock'>;

const columnsOf = (body: StaffFlashSaleValues) => ({
  name: body.name,
  start_date: body.start_date,
  end_date: body.end_date,
  is_active: body.is_active ? 1 : 0,
  approval_required: body.approval_required ? 1 : 0,
});
type Columns = ReturnType<typeof columnsOf>;

/** The audit entry's view of columns: flags as booleans. */
const readable = (columns: Partial<Columns>) =>
  Object.fromEntries(
    Object.entries(columns).map(([key, value]) => [
      key,
      key === 'is_active' || key === 'approval_required' ? value === 1 : value,
    ]),
  );

function refuse(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
}

/** Sale `id` held until the transaction ends (404 when there is none). */
async function lockedSale(trx: Db, ctx: Context, id: number): Promise<StaffSaleRow> {
  const row = await lockSaleRow(trx, ctx.kind, id);
  if (!row) throw AppError.notFound('Flash sale');
  return row;
}

const audit = (trx: Db, ctx: Context, staffId: number, action: string, id: number, before: unknown, after: unknown) =>
  recordAudit(trx, ctx.clock, {
    actorId: staffId,
    action: `flash_sale.${action}`,
    subjectType: 'flash_sale',
    subjectId: id,
    before,
    after,
  });

/**
 * `POST /staff/promotions/flash-sales`: a sale with its picture and its names in the other
 * languages, with its audit entry, in one transaction. Its end must be to come. The new sale's id.
 */
export async function createFlashSale(
  ctx: AppContext,
  uploader: Uploader,
  body: StaffFlashSaleValues & { thumbnail: ImageUpload },
): Promise<number> {
  const now = isoAt(ctx.clock);
  refuse({ ...dateProblems(undefined, body, now, 0), ...(await unofferedLanguages(ctx.db, body.translations)) });
  const saved = await storePicture(ctx, uploader, 'flash-sales', body.thumbnail, (thumbnail) =>
    ctx.db.transaction().execute(async (trx) => {
      const columns = { ...columnsOf(body), thumbnail };
      const id = await insertSale(trx, columns);
      await replaceField(trx, 'flash_sale', id, 'name', body.translations);
      await audit(trx, ctx, uploader.userId, 'create', id, null, {
        ...readable(columns),
        thumbnail,
        translations: await fieldTexts(trx, 'flash_sale', id, 'name'),
      });
      return { id, replaced: null };
    }),
  );
  return saved.id;
}

/**
 * `PUT /staff/promotions/flash-sales/{id}`: its name, names, dates, approval and whether it runs,
 * under the sale's lock (the shops' entry writes and approvals wait, see lockSaleRow), held to
 * dateProblems' rules; an audit entry of what changed. When its dates or its switch moved, its
 * products' stored flash prices follow at once, as the flash-price job would at the sale's next
 * boundary. True when anything changed.
 */
export async function saveFlashSale(
  ctx: Context,
  staffId: number,
  id: number,
  body: StaffFlashSaleValues,
): Promise<boolean> {
  const now = isoAt(ctx.clock);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockedSale(trx, ctx, id);
    const products = await saleProducts(trx, id);
    refuse({ ...dateProblems(row, body, now, products.sold), ...(await unofferedLanguages(trx, body.translations)) });
    const columns = columnsOf(body);
    const names = (Object.keys(columns) as Array<keyof Columns>).filter((key) => columns[key] !== row[key]);
    const namesBefore = await fieldTexts(trx, 'flash_sale', id, 'name');
    if (names.length > 0) await updateSale(trx, id, Object.fromEntries(names.map((key) => [key, columns[key]])));
    await replaceField(trx, 'flash_sale', id, 'name', body.translations);
    const namesAfter = await fieldTexts(trx, 'flash_sale', id, 'name');
    const renamed = JSON.stringify(namesBefore) !== JSON.stringify(namesAfter);
    if (names.length === 0 && !renamed) return false;
    const pick = (from: Columns) => readable(Object.fromEntries(names.map((key) => [key, from[key]])));
    await audit(
      trx,
      ctx,
      staffId,
      'update',
      id,
      { ...pick(row), ...(renamed ? { translations: namesBefore } : {}) },
      { ...pick(columns), ...(renamed ? { translations: namesAfter } : {}) },
    );
    if (names.some((key) => key === 'start_date' || key === 'end_date' || key === 'is_active')) {
      await refreshFlashPrices(trx, now, products.ids);
    }
    return true;
  });
  if (changed) catalogChanged();
  return changed;
}

/** `POST /staff/promotions/flash-sales/{id}/thumbnail`: a new picture in place of its own (see storePicture). */
export async function replaceFlashSaleImage(ctx: AppContext, uploader: Uploader, id: number, upload: ImageUpload) {
  await storePicture(ctx, uploader, 'flash-sales', upload, (thumbnail) =>
    ctx.db.transaction().execute(async (trx) => {
      const row = await lockedSale(trx, ctx, id);
      await updateSale(trx, id, { thumbnail });
      await audit(trx, ctx, uploader.userId, 'image', id, { thumbnail: row.thumbnail }, { thumbnail });
      return { replaced: row.thumbnail };
    }),
  );
}
