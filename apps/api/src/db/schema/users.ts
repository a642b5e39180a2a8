import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ADDRESS_TYPES, COMPANY_SCALES, ROLES } from '@labshop/domain/constants';
import { createdAt, id, sqlList, timestamps } from './columns.ts';

export const OTP_PURPOSES = ['email', 'phone'] as const;

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    isCorporate: boolean('is_corporate').notNull().default(false),
    gstNumber: text('gst_number'),
    tradeName: text('trade_name'),
    companyScale: text('company_scale', { enum: COMPANY_SCALES }),
    // When the signup whose details this unverified row holds was asked for: a signup job
    // never overwrites a row that a later request already filled.
    signupRequestedAt: timestamp('signup_requested_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // Login compares lower(email), so Foo@x.in and foo@x.in are one account.
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    check('users_role_ck', sql.raw(`role in (${sqlList(ROLES)})`)),
    check(
      'users_company_scale_ck',
      sql.raw(`company_scale is null or company_scale in (${sqlList(COMPANY_SCALES)})`),
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 hex of the cookie token: a leaked table yields no usable session.
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    // The address the code went to: a code sent to an old email must not verify a new one.
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_user_id_idx').on(t.userId, t.purpose),
    check('one_time_codes_purpose_ck', sql.raw(`purpose in (${sqlList(OTP_PURPOSES)})`)),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_uq'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    landmark: text('landmark').notNull().default(''),
    addressType: text('address_type', { enum: ADDRESS_TYPES }).notNull().default('Home'),
    // Optional ship-to details, printed on the invoice; empty when the account holder receives.
    recipientName: text('recipient_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    // At most one primary address per user, enforced by the database, not by luck.
    uniqueIndex('addresses_one_primary_uq')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    check('addresses_type_ck', sql.raw(`address_type in (${sqlList(ADDRESS_TYPES)})`)),
  ],
);
