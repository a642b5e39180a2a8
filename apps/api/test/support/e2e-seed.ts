import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import {
  payments,
  products,
  productVariants,
  simulatorPayments,
  users,
} from '../../src/db/schema.ts';
import { seedDemoCatalogIfEmpty } from '../../src/db/seed/seed-demo.ts';
import { hashPassword } from '../../src/platform/passwords.ts';
import { createLocalStorage } from '../../src/platform/storage/local-storage.ts';
import { placeOrder } from './orders.ts';
import { startFromPgliteTemplate } from './pglite-template.ts';

// Run by the e2e web server before the shop starts (playwright.config.ts), on the same fresh
// DATA_DIR: the demo catalog plus shoppers with orders in known states, written as checkout
// would, so the order screens can be tested without a gateway. Spellings match
// apps/web/e2e/support/orders.ts.

const PASSWORD = 'Lab@2025x';

export const E2E_ORDER_ACCOUNTS = {
  journey: { email: 'orders-journey@labshop.test', name: 'Nisha Verma', phone: '9800000001' },
  screens: { email: 'orders-screens@labshop.test', name: 'Arjun Menon', phone: '9800000002' },
  returns: { email: 'orders-returns@labshop.test', name: 'Kavya Rao', phone: '9800000003' },
  aftersales: { email: 'orders-aftersales@labshop.test', name: 'Farah Khan', phone: '9800000004' },
  bulk: { email: 'orders-bulk@labshop.test', name: 'Vikram Sethi', phone: '9800000005' },
  reorder: { email: 'orders-reorder@labshop.test', name: 'Meera Iyer', phone: '9800000006' },
} as const;

async function main() {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is not set');
  // The migrated database the API tests start from, instead of initdb and every migration.
  await startFromPgliteTemplate(dataDir);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const { db } = database;
    const storage = createLocalStorage(
      path.join(dataDir, 'uploads'),
      path.join(dataDir, 'private'),
    );
    await seedDemoCatalogIfEmpty({ db, storage, log: () => undefined });

    const passwordHash = await hashPassword(PASSWORD);
    const ids: Record<keyof typeof E2E_ORDER_ACCOUNTS, string> = {
      journey: '',
      screens: '',
      returns: '',
      aftersales: '',
      bulk: '',
      reorder: '',
    };
    for (const [key, account] of Object.entries(E2E_ORDER_ACCOUNTS)) {
      const [row] = await db
        .insert(users)
        .values({
          name: account.name,
          email: account.email,
          passwordHash,
          phoneNumber: account.phone,
          phoneVerified: true,
          emailVerified: true,
        })
        .returning({ id: users.id });
      ids[key as keyof typeof E2E_ORDER_ACCOUNTS] = row!.id;
    }

    const bySku = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(inArray(products.sku, ['REM-2MLH', 'TAR-MCT-500', 'REM-R8C-BL', 'SRL-85650']));
    const id = (sku: string) => bySku.find((row) => row.sku === sku)!.id;
    const [tubesVariant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, id('TAR-MCT-500')))
      .orderBy(productVariants.position)
      .limit(1);
    const stirrer = { productId: id('REM-2MLH'), quantity: 1 };
    const tubes = { productId: id('TAR-MCT-500'), variantId: tubesVariant!.id, quantity: 2 };
    const centrifuge = { productId: id('REM-R8C-BL'), quantity: 1 };
    // Paid orders carry their tax invoice, as payment leaves them.
    const invoiceAs = loadConfig().seller;
    const day = 24 * 60 * 60 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * day);

    await placeOrder(
      database,
      { userId: ids.journey },
      {
        transactionId: 'TXN-E2E-JOURNEY',
        lines: [stirrer, tubes],
        status: 'in transit',
        orderedAt: ago(3),
        invoiceAs,
      },
    );
    const screens = { userId: ids.screens };
    await placeOrder(database, screens, {
      transactionId: 'TXN-E2E-CANCELLED',
      lines: [centrifuge],
      status: 'cancelled',
      orderedAt: ago(20),
      invoiceAs,
    });
    await placeOrder(database, screens, {
      transactionId: 'TXN-E2E-DELIVERED',
      lines: [stirrer, tubes],
      status: 'delivered',
      orderedAt: ago(10),
      invoiceAs,
    });
    await placeOrder(database, screens, {
      transactionId: 'TXN-E2E-PACKED',
      lines: [tubes],
      status: 'packed',
      orderedAt: ago(1),
      invoiceAs,
    });
    // Returns journeys (one per screen width): in transit, so the test delivers them itself; the
    // ethanol is perishable (chemicals are) and cannot be returned.
    const ethanol = { productId: id('SRL-85650'), quantity: 1 };
    for (const transactionId of ['TXN-E2E-RETURN-WIDE', 'TXN-E2E-RETURN-NARROW']) {
      await placeOrder(
        database,
        { userId: ids.returns },
        {
          transactionId,
          lines: [stirrer, { ...tubes, quantity: 3 }, ethanol],
          status: 'in transit',
          orderedAt: ago(2),
          invoiceAs,
        },
      );
    }
    // After-sales journeys (one per screen width): one order not yet packed, which the shopper
    // cancels (four lines, so its card shows "+1 more"), and one packed, which the admin ships.
    const aftersales = { userId: ids.aftersales };
    for (const width of ['WIDE', 'NARROW']) {
      await placeOrder(database, aftersales, {
        transactionId: `TXN-E2E-CANCEL-${width}`,
        lines: [stirrer, tubes, centrifuge, ethanol],
        orderedAt: ago(0.1),
        invoiceAs,
      });
      await placeOrder(database, aftersales, {
        transactionId: `TXN-E2E-SHIP-${width}`,
        lines: [tubes],
        status: 'packed',
        orderedAt: ago(1),
        invoiceAs,
      });
    }
    // Quick order's journey: a delivered order the shopper buys again.
    await placeOrder(
      database,
      { userId: ids.reorder },
      {
        transactionId: 'TXN-E2E-REORDER',
        lines: [stirrer, tubes],
        status: 'delivered',
        orderedAt: ago(20),
        invoiceAs,
      },
    );
    // The back office's list journey: three paid orders waiting to be packed, found by phone.
    for (const n of [1, 2, 3]) {
      await placeOrder(
        database,
        { userId: ids.bulk },
        {
          transactionId: `TXN-E2E-BULK-${n}`,
          lines: n === 2 ? [tubes] : [stirrer],
          orderedAt: ago(0.05 * n),
          invoiceAs,
        },
      );
    }
    // Paid on the simulator, as the shop's own gateway, so their refunds complete by themselves.
    const simulated = [
      'TXN-E2E-RETURN-WIDE',
      'TXN-E2E-RETURN-NARROW',
      'TXN-E2E-CANCEL-WIDE',
      'TXN-E2E-CANCEL-NARROW',
    ];
    const returnPayments = await db
      .select({
        merchantOrderId: payments.merchantTransactionId,
        amountPaise: payments.amountPaise,
      })
      .from(payments)
      .where(inArray(payments.merchantTransactionId, simulated));
    await db.insert(simulatorPayments).values(
      returnPayments.map((payment) => ({
        ...payment,
        redirectUrl: '/orders',
        state: 'COMPLETED' as const,
        expiresAt: ago(2),
      })),
    );
  } finally {
    await database.close();
  }
}

await main();
