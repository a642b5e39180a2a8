import { and, asc, count, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { AddressInput, SavedAddressInput } from '@labshop/domain/validation/address';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { MAX_ADDRESSES, PROFILE_ANSWERS as M } from './messages.ts';

type AddressRow = typeof addresses.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toAddressResponse(row: AddressRow) {
  const { id, street, city, state, zipcode, landmark, addressType, isPrimary } = row;
  const { recipientName, phone, company } = row;
  return {
    _id: id,
    street,
    city,
    state,
    zipcode,
    landmark,
    addressType,
    isPrimary,
    recipientName,
    phone,
    company,
  };
}

const fields = (input: AddressInput) => ({
  street: input.street,
  city: input.city,
  state: input.state,
  zipcode: input.zipcode,
  landmark: input.landmark,
  addressType: input.addressType,
  isPrimary: input.isPrimary,
  recipientName: input.recipientName,
  phone: input.phone,
  company: input.company,
});

// Someone else's id and a malformed one get the same 404: ids are not an oracle.
function assertAddressId(id: string) {
  if (!UUID.test(id)) throw notFound(M.addressNotFound);
}

// Two requests making different addresses primary at once: the unique index stops the second.
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('The addresses changed meanwhile. Please try again.');
    throw err;
  }
}

export async function listAddresses(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddressResponse);
}

export async function addAddress(db: Db, userId: string, input: AddressInput) {
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ n: count() })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      const n = existing?.n ?? 0;
      if (n >= MAX_ADDRESSES) throw new AppError('TOO_MANY_ADDRESSES', M.tooManyAddresses, 400);
      // The first address is where orders go until the user says otherwise.
      const isPrimary = input.isPrimary || n === 0;
      if (isPrimary) {
        await tx.update(addresses).set({ isPrimary: false }).where(eq(addresses.userId, userId));
      }
      const [inserted] = await tx
        .insert(addresses)
        .values({ ...fields(input), isPrimary, userId })
        .returning();
      return inserted;
    }),
  );
  if (!row) throw new Error('insert returned no row');
  return toAddressResponse(row);
}

export async function updateAddress(db: Db, userId: string, id: string, input: AddressInput) {
  assertAddressId(id);
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      if (input.isPrimary) {
        await tx
          .update(addresses)
          .set({ isPrimary: false })
          .where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
      }
      const [updated] = await tx
        .update(addresses)
        .set(fields(input))
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      // Throwing rolls back the un-primary above when the id is not the caller's.
      if (!updated) throw notFound(M.addressNotFound);
      return updated;
    }),
  );
  return toAddressResponse(row);
}

export async function deleteAddress(db: Db, userId: string, id: string) {
  assertAddressId(id);
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw notFound(M.addressNotFound);
}

/** The profile PUT's form: the full list; saved ones keep their _id, missing ones are deleted. */
export async function replaceAddresses(db: Db, userId: string, list: SavedAddressInput[]) {
  if (list.length > MAX_ADDRESSES)
    throw new AppError('TOO_MANY_ADDRESSES', M.tooManyAddresses, 400);
  if (list.filter((a) => a.isPrimary).length > 1)
    throw new AppError('ONE_PRIMARY', M.onePrimary, 400);
  const ids = list.flatMap((a) => (a._id ? [a._id] : []));
  if (new Set(ids).size !== ids.length) throw new AppError('DUPLICATE', M.duplicateAddress, 400);
  ids.forEach(assertAddressId);

  await guarded(() =>
    db.transaction(async (tx) => {
      const owned =
        ids.length === 0
          ? []
          : await tx
              .select({ id: addresses.id })
              .from(addresses)
              .where(and(eq(addresses.userId, userId), inArray(addresses.id, ids)));
      if (owned.length !== ids.length) throw notFound(M.addressNotFound);
      const mine = eq(addresses.userId, userId);
      await tx
        .delete(addresses)
        .where(ids.length ? and(mine, notInArray(addresses.id, ids)) : mine);
      // Clear every primary flag first so the one-primary index never sees two mid-way.
      await tx.update(addresses).set({ isPrimary: false }).where(mine);
      // now() is fixed for a whole transaction; explicit stamps keep new ones in the sent order.
      const base = Date.now();
      for (const [index, address] of list.entries()) {
        if (address._id) {
          await tx
            .update(addresses)
            .set(fields(address))
            .where(and(eq(addresses.id, address._id), mine));
        } else {
          const createdAt = new Date(base + index);
          await tx.insert(addresses).values({ ...fields(address), userId, createdAt });
        }
      }
    }),
  );
  return listAddresses(db, userId);
}
