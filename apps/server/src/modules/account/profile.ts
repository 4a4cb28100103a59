import type { UpdateProfileBody, User } from '@souk/contract';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { UsersTable } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Uploader } from '../../lib/uploads/quota.ts';
import { storeWithinLimits } from '../../lib/uploads/within-limits.ts';
import { readSettings } from '../settings/queries.ts';
import { emailProblem, phoneProblem } from '../user/contact-checks.ts';
import { type CustomerRow, findCustomer, lockedProfilePhoto, updateUser } from '../user/queries.ts';
import { toUser } from '../user/view.ts';
import { type PhotoUpload, photoBatch, removeProfilePhoto } from './photo.ts';

export async function profile(ctx: AppContext, userId: number): Promise<User> {
  const row = await findCustomer(ctx.db, userId);
  if (!row) throw AppError.notFound('User');
  return toUser(row);
}

type ProfileChanges = UpdateProfileBody & { profile_photo?: PhotoUpload | undefined };

async function profileErrors(ctx: AppContext, current: CustomerRow, body: ProfileChanges) {
  const errors: Record<string, string[]> = {};
  if (body.phone !== undefined && body.phone !== current.phone) {
    const problem = await phoneProblem(ctx.db, await readSettings(ctx.db), body.phone, current.id);
    if (problem) errors.phone = [problem];
  }
  if (body.email !== undefined && body.email !== current.email) {
    const problem = await emailProblem(ctx.db, body.email, current.id);
    if (problem) errors.email = [problem];
  }
  return errors;
}

/**
 * `POST /update-profile`: only the fields sent change. A new email or phone is unverified until
 * a code confirms it; a new photo replaces (and deletes) the old one, and counts against the
 * uploader's daily allowances like any upload (lib/uploads/within-limits.ts).
 */
export async function updateProfile(ctx: AppContext, uploader: Uploader, body: ProfileChanges): Promise<User> {
  const { userId } = uploader;
  const current = await findCustomer(ctx.db, userId);
  if (!current) throw AppError.notFound('User');
  const errors = await profileErrors(ctx, current, body);
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);

  const now = isoAt(ctx.clock);
  const changes: Updateable<UsersTable> = { updated_at: now };
  if (body.name !== undefined) changes.name = body.name;
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.date_of_birth !== undefined) changes.date_of_birth = body.date_of_birth;
  if (body.phone_code !== undefined) changes.phone_code = body.phone_code;
  if (body.email !== undefined && body.email !== current.email) {
    Object.assign(changes, { email: body.email, email_verified_at: null });
  }
  if (body.phone !== undefined && body.phone !== current.phone) {
    Object.assign(changes, { phone: body.phone, phone_verified_at: null });
  }
  // The new photo is written before the row changes; a failed change removes it again.
  const replaced = await storeWithinLimits(ctx, uploader, photoBatch(body.profile_photo), async ([photo]) => {
    if (photo) changes.profile_photo = photo.url;
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        // The photo a new one replaces, read with the user's row locked: two photos sent at once
        // take turns, the second replacing (and so deleting) the first one's file rather than
        // both deleting the photo they started from and leaving the first new file behind.
        const previous = photo ? await lockedProfilePhoto(trx, userId) : null;
        await updateUser(trx, userId, changes);
        return previous;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.fields(await profileErrors(ctx, current, body));
      throw error;
    }
  });
  // After the commit, so a change that failed never deletes the photo still in use.
  await removeProfilePhoto(ctx.config, replaced);
  return profile(ctx, userId);
}
