import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from '../src/db/after-commit.ts';
import { onCatalogChanged, publishCatalogChanged } from '../src/modules/catalog/catalog-changed.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Work that waits for a commit: a cache drop must never run for a rollback, nor before the
// change it announces is visible to other readers.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('afterCommit', () => {
  it('runs a hook registered inside a transaction only once it commits', async () => {
    const ran: string[] = [];
    await database.db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('outer'));
      await tx.transaction(async (savepoint) => {
        afterCommit(savepoint, () => ran.push('savepoint'));
      });
      await tx.execute(sql`select 1`);
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['outer', 'savepoint']);
  });

  it('never runs it when the transaction rolls back', async () => {
    const ran: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(ran).toEqual([]);
  });

  it('runs at once outside a transaction, and a throwing hook does not fail the commit', async () => {
    const ran: string[] = [];
    afterCommit(database.db, () => ran.push('now'));
    expect(ran).toEqual(['now']);
    const result = await database.db.transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error('cache away');
      });
      afterCommit(tx, () => ran.push('next'));
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(ran).toEqual(['now', 'next']);
  });

  it('delivers "catalog changed" to its listeners after the commit', async () => {
    let heard = 0;
    onCatalogChanged(() => (heard += 1));
    await database.db.transaction(async (tx) => {
      publishCatalogChanged(tx);
      expect(heard).toBe(0);
    });
    expect(heard).toBe(1);
  });
});
