import type { AdminSdsVersion } from '@labshop/domain/api/safety-data-sheets';
import { SDS_MESSAGES, sdsDownloadName } from '@labshop/domain/chemicals/safety-data-sheet';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/ids.ts';
import type { Storage, StoredFile } from '../../platform/storage/storage.ts';
import { recordAudit } from '../audit/record.ts';
import { publishCatalogChanged } from '../catalog/catalog-changed.ts';
import { getCardsByIds } from '../catalog/service.ts';
import type { PdfUpload } from './pdf-upload.ts';
import * as q from './queries.ts';
import { newSheetKey } from './sheet-key.ts';

export interface SheetDeps {
  db: Db;
  storage: Storage;
}

export interface SheetDownload {
  file: StoredFile;
  /** The download's name, after the product: `Acetone-AR-SDS.pdf`. */
  fileName: string;
  sheetId: string;
  uploadedAt: Date;
}

const PRODUCT_NOT_FOUND = 'Product not found';

const adminSheetUrl = (productId: string, sheetId: string) =>
  `/api/admin/products/${productId}/sds/${sheetId}`;

function toVersion(
  row: q.SheetRow & { uploadedBy: string | null },
  isCurrent: boolean,
): AdminSdsVersion {
  return {
    _id: row.id,
    fileName: row.fileName,
    byteSize: row.byteSize,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: row.uploadedBy,
    url: adminSheetUrl(row.productId, row.id),
    isCurrent,
  };
}

/** The product's name, or 404 for an unknown or malformed id. */
export async function productNameOrNotFound(db: Db, productId: string): Promise<string> {
  const name = isUuid(productId) ? await q.selectProductName(db, productId) : null;
  if (name === null) throw notFound(PRODUCT_NOT_FOUND);
  return name;
}

/**
 * Keeps an uploaded PDF as the product's newest sheet: the file is stored first, then the row
 * and its audit entry commit together (the file is removed again if they do not), and the
 * product page drops its cached copy so it links the new sheet.
 */
export async function uploadSheet(
  { db, storage }: SheetDeps,
  productId: string,
  upload: PdfUpload,
  actor: { id: string; name: string } | null,
): Promise<AdminSdsVersion> {
  const actorUserId = actor?.id ?? null;
  const storageKey = newSheetKey();
  await storage.savePrivate(storageKey, upload.data, 'application/pdf');
  try {
    return await db.transaction(async (tx) => {
      const name = await q.selectProductName(tx, productId);
      if (name === null) throw notFound(PRODUCT_NOT_FOUND);
      const row = await q.insertSheet(tx, {
        productId,
        storageKey,
        fileName: upload.fileName,
        byteSize: upload.data.length,
        uploadedBy: actorUserId,
      });
      await recordAudit(tx, {
        actorUserId,
        kind: 'product',
        entityId: productId,
        action: 'sds-uploaded',
        summary: `${name}: safety data sheet ${upload.fileName} uploaded`,
        after: { sheetId: row.id, fileName: row.fileName, byteSize: row.byteSize },
      });
      publishCatalogChanged(tx);
      return toVersion({ ...row, uploadedBy: actor?.name ?? null }, true);
    });
  } catch (error) {
    await storage.removePrivate(storageKey).catch(() => {});
    throw error;
  }
}

/** Every version of the product's sheet, newest (the current one) first. */
export async function listSheets(db: Db, productId: string): Promise<AdminSdsVersion[]> {
  await productNameOrNotFound(db, productId);
  const rows = await q.selectSheets(db, productId);
  return rows.map((row, i) => toVersion(row, i === 0));
}

async function download(
  storage: Storage,
  sheet: q.SheetRow,
  productName: string,
): Promise<SheetDownload> {
  const file = await storage.readPrivate(sheet.storageKey);
  // A row whose file is gone (a storage restored from an older backup) is a missing sheet.
  if (!file) throw notFound(SDS_MESSAGES.none);
  return {
    file,
    fileName: sdsDownloadName(productName),
    sheetId: sheet.id,
    uploadedAt: sheet.uploadedAt,
  };
}

/** The current sheet of a product shoppers may see; 404 for a hidden product or none. */
export async function currentSheetDownload(
  { db, storage }: SheetDeps,
  productId: string,
): Promise<SheetDownload> {
  const [card] = await getCardsByIds(db, [productId]);
  if (!card) throw notFound(PRODUCT_NOT_FOUND);
  const sheet = await q.selectCurrentSheet(db, card._id);
  if (!sheet) throw notFound(SDS_MESSAGES.none);
  return download(storage, sheet, card.name);
}

/** Any version of any product's sheet, for the back office. */
export async function sheetVersionDownload(
  { db, storage }: SheetDeps,
  productId: string,
  sheetId: string,
): Promise<SheetDownload> {
  const name = await productNameOrNotFound(db, productId);
  const sheet = isUuid(sheetId) ? await q.selectSheet(db, productId, sheetId) : null;
  if (!sheet) throw notFound(SDS_MESSAGES.none);
  return download(storage, sheet, name);
}

/** The files of a deleted product's sheets; best effort, like its images. */
export async function removeSheetFiles(storage: Storage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.removePrivate(key)));
}

/** The storage keys of the product's sheets, read before it is deleted. */
export const sheetStorageKeys = q.selectStorageKeys;
