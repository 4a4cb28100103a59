import { BRANDING_IMAGE_MAX_BYTES, type BrandingImageKey } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { removeUpload } from '../../lib/storage/remove-upload.ts';
import { uploadStorage } from '../../lib/storage/upload-storage.ts';
import { type ImageUpload, imageField, notAnImage } from '../../lib/uploads/image-field.ts';
import type { Uploader } from '../../lib/uploads/quota.ts';
import { storeWithinLimits } from '../../lib/uploads/within-limits.ts';
import { recordAudit } from '../audit/queries.ts';
import { settingDefaults } from '../settings/defaults.ts';
import { lockSettings, storedSettings, upsertSetting } from '../settings/queries.ts';
import { BRANDING_SUBJECT } from './save.ts';

const FOLDER = 'branding';

/** How refusals name each picture. */
const LABELS: Record<BrandingImageKey, string> = { web_logo: 'logo', web_footer_logo: 'footer logo', footer_qr: 'QR' };

/** The form's one file field, named as the setting: a picture of at most its size, judged by its content. */
export const brandingImageField = (key: BrandingImageKey) => imageField(LABELS[key], BRANDING_IMAGE_MAX_BYTES);

/**
 * A new logo, footer logo or QR picture: re-encoded (only its pixels are kept), counted against
 * the staff member's daily upload allowance, written to `uploads/branding/` of the store (the
 * data folder or the bucket) with a random name, and made the setting's, with its audit entry,
 * in one transaction holding the settings' lock: of two uploads at once the second replaces
 * (and deletes) the first one's file. The replaced file goes after the commit, so a failed save
 * never deletes the picture in use; the demo's shared pictures are never deleted.
 */
export async function replaceBrandingImage(
  ctx: AppContext,
  uploader: Uploader,
  key: BrandingImageKey,
  upload: ImageUpload,
): Promise<void> {
  const batch = { field: key, folder: FOLDER, invalid: notAnImage(LABELS[key]), files: [upload] };
  const replaced = await storeWithinLimits(ctx, uploader, batch, async (stored) =>
    ctx.db.transaction().execute(async (trx) => {
      await lockSettings(trx, ctx.kind);
      const previous = ((await storedSettings(trx, [key])).get(key) ?? settingDefaults[key]) as string | null;
      // One file in, one file stored.
      const url = stored[0]!.url;
      await upsertSetting(trx, key, url);
      await recordAudit(trx, ctx.clock, {
        actorId: uploader.userId,
        action: 'branding.image',
        ...BRANDING_SUBJECT,
        before: { [key]: previous },
        after: { [key]: url },
      });
      return previous;
    }),
  );
  await removeUpload(uploadStorage(ctx.config), FOLDER, replaced);
  catalogChanged();
}
