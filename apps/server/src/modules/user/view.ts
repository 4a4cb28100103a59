import type { User } from '@souk/contract';
import { photoOrAvatar } from '../avatar/avatar.ts';
import type { CustomerRow } from './queries.ts';

/** The User object of the reference API. */
export function toUser(row: CustomerRow): User {
  const emailVerified = row.email !== null && row.email_verified_at !== null;
  const phoneVerified = row.phone !== null && row.phone_verified_at !== null;
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    phone_verified: phoneVerified,
    email: row.email,
    email_verified: emailVerified,
    is_active: row.is_active === 1,
    // Always a picture: the original storefront shows it without a check.
    profile_photo: photoOrAvatar(row.profile_photo, row.name),
    gender: row.gender,
    date_of_birth: row.date_of_birth,
    country: row.country,
    phone_code: row.phone_code,
    account_verified: emailVerified || phoneVerified,
    last_online: row.last_online_at,
  };
}
