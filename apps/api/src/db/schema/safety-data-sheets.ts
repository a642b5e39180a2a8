import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  SDS_FILE_NAME_MAX_LENGTH,
  SDS_MAX_BYTES,
} from '@labshop/domain/chemicals/safety-data-sheet';
import { id } from './columns.ts';
import { products } from './catalog.ts';
import { users } from './users.ts';

// Every safety data sheet uploaded for a product, kept as versions: the newest is the one
// shoppers download, the older ones stay for the back office. The bytes live in storage under
// a private key; the row says where, and what the admin uploaded.
export const safetyDataSheets = pgTable(
  'safety_data_sheets',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The product page asks for the newest of one product's sheets.
    index('safety_data_sheets_product_idx').on(t.productId, t.uploadedAt.desc(), t.id.desc()),
    uniqueIndex('safety_data_sheets_storage_key_uq').on(t.storageKey),
    check('safety_data_sheets_size_ck', sql.raw(`byte_size between 1 and ${SDS_MAX_BYTES}`)),
    check(
      'safety_data_sheets_file_name_ck',
      sql.raw(`length(file_name) between 1 and ${SDS_FILE_NAME_MAX_LENGTH}`),
    ),
  ],
);
