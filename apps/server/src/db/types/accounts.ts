import type { Generated } from 'kysely';
import type { Flag, Id } from './columns.ts';

// Customers, sessions, one-time codes, addresses and favourites.

export interface UsersTable {
  id: Id;
  role: 'customer' | 'seller' | 'admin';
  name: string;
  email: string | null;
  phone: string | null;
  phone_code: string | null;
  country: string | null;
  password_hash: string | null;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  profile_photo: string | null;
  gender: string | null;
  date_of_birth: string | null;
  is_active: Flag;
  last_online_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AccessTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  scope: 'customer' | 'seller';
  expires_at: string;
  last_used_at: string | null;
  created_at: string;
}

export interface OneTimeCodesTable {
  id: Id;
  /** The email (lower case) or phone digits the code was sent for. */
  identifier: string;
  purpose: 'registration' | 'reset';
  /** SHA-256 of purpose, identifier and code: the code itself is never stored. */
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface PasswordResetTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A fresh install's one-time setup token, by its SHA-256 (migration 027): one row at most, `id` 1. */
export interface SetupTokensTable {
  id: number;
  token_hash: string;
  created_at: string;
}

export interface OutboxMessagesTable {
  id: Id;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

export interface AddressesTable {
  id: Id;
  user_id: number;
  name: string | null;
  phone: string | null;
  area: string | null;
  flat_no: string | null;
  post_code: string | null;
  address_line: string;
  address_line2: string | null;
  address_type: string;
  is_default: Flag;
  latitude: number | null;
  longitude: number | null;
  created_at: string;
  updated_at: string;
}

export interface FavoritesTable {
  user_id: number;
  product_id: number;
  created_at: string;
}

export interface SocialAccountsTable {
  id: Id;
  user_id: number;
  provider: 'google' | 'facebook' | 'apple';
  provider_user_id: string;
  created_at: string;
}

export interface CountriesTable {
  id: Id;
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** "+1", "+44". */
  phone_code: string;
}
