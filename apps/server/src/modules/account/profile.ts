import type { UpdateProfileBody, User } from '@souk/contract';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { UsersTable } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { readSettings } from '../settings/queries.ts';
import { type PhotoUpload, removeProfilePhoto, storeProfilePhoto } from './photo.ts';
import { emailProblem, phoneProblem } from './contact-checks.ts';
import { type CustomerRow, findCustomer, updateUser } from './user-queries.ts';
import { toUser } from './user-view.ts';

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
 * a code confirms it; a new photo replaces (and deletes) the old one.
 */
export async function updateProfile(ctx: AppContext, userId: number, body: ProfileChanges): Promise<User> {
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
  const photoUrl = body.profile_photo ? await storeProfilePhoto(ctx.config.dataDir, body.profile_photo) : undefined;
  if (photoUrl) changes.profile_photo = photoUrl;
  try {
    await updateUser(ctx.db, userId, changes);
  } catch (error) {
    await removeProfilePhoto(ctx.config.dataDir, photoUrl ?? null);
    if (isUniqueViolation(error)) throw AppError.fields(await profileErrors(ctx, current, body));
    throw error;
  }
  if (photoUrl) await removeProfilePhoto(ctx.config.dataDir, current.profile_photo);
  return profile(ctx, userId);
}
