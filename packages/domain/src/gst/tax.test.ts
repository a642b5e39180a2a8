import { describe, expect, it } from 'vitest';
import {
  splitInclusiveAmount,
  summariseByRate,
  supplyTypeOf,
  taxInvoice,
  taxLine,
  totalTaxes,
  type InclusiveLine,
} from './tax.ts';

describe('supply type', () => {
  it('is intra-state when the place of supply is the seller state, inter-state otherwise', () => {
    expect(supplyTypeOf('33', '33')).toBe('intra-state');
    expect(supplyTypeOf('33', '29')).toBe('inter-state');
  });
});

describe('splitting a GST-inclusive amount', () => {
  it('splits ₹1,180 at 18% within Tamil Nadu into ₹1,000 + CGST ₹90 + SGST ₹90', () => {
    expect(splitInclusiveAmount(118000, 18, 'intra-state')).toEqual({
      inclusivePaise: 118000,
      ratePercent: 18,
      taxableValuePaise: 100000,
      cgstPaise: 9000,
      sgstPaise: 9000,
      igstPaise: 0,
      totalPaise: 118000,
    });
  });

  it('charges IGST at the full rate across states', () => {
    expect(splitInclusiveAmount(118000, 18, 'inter-state')).toMatchObject({
      taxableValuePaise: 100000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18000,
      totalPaise: 118000,
    });
  });

  it.each([
    [0, 50000, 50000, 0],
    [5, 10500, 10000, 250],
    [12, 11200, 10000, 600],
    [18, 11800, 10000, 900],
    [28, 12800, 10000, 1400],
  ])(
    'at %i%% splits %i paise into %i taxable and %i each of CGST and SGST',
    (rate, amount, taxable, half) => {
      const split = splitInclusiveAmount(amount, rate, 'intra-state');
      expect(split.taxableValuePaise).toBe(taxable);
      expect(split.cgstPaise).toBe(half);
      expect(split.sgstPaise).toBe(half);
    },
  );

  it('rounds each figure to the paisa, half up, and reports the total it adds to', () => {
    // ₹999 at 18%: taxable 846.6101..., CGST and SGST 9% of 846.61 = 76.1949 each.
    const intra = splitInclusiveAmount(99900, 18, 'intra-state');
    expect(intra).toMatchObject({ taxableValuePaise: 84661, cgstPaise: 7619, sgstPaise: 7619 });
    expect(intra.totalPaise).toBe(99899);
    // IGST 18% of 846.61 = 152.3898.
    const inter = splitInclusiveAmount(99900, 18, 'inter-state');
    expect(inter).toMatchObject({ taxableValuePaise: 84661, igstPaise: 15239, totalPaise: 99900 });
    // 2.5% of 10 paise is a quarter paisa: it rounds to nothing.
    expect(splitInclusiveAmount(10, 5, 'intra-state')).toMatchObject({
      taxableValuePaise: 10,
      cgstPaise: 0,
    });
    // 105 paise at 5%: taxable exactly 100, CGST 2.5 paise rounds half up to 3.
    expect(splitInclusiveAmount(105, 5, 'intra-state')).toMatchObject({
      taxableValuePaise: 100,
      cgstPaise: 3,
    });
  });

  it.each([
    [100.5, 18],
    [-100, 18],
    [Number.NaN, 18],
    [100, 15],
    [100, -5],
  ])('refuses %s paise at %s%%', (amount, rate) => {
    expect(() => splitInclusiveAmount(amount, rate, 'intra-state')).toThrow(RangeError);
  });
});

describe('taxing an order line', () => {
  it('taxes the delivery charge at the line rate, as a row of its own', () => {
    const line = taxLine(
      { quantity: 2, unitPricePaise: 59000, deliveryChargePaise: 11800, ratePercent: 18 },
      'inter-state',
    );
    expect(line.amountPaidPaise).toBe(129800);
    expect(line.goods).toMatchObject({
      inclusivePaise: 118000,
      taxableValuePaise: 100000,
      igstPaise: 18000,
    });
    expect(line.delivery).toMatchObject({
      inclusivePaise: 11800,
      taxableValuePaise: 10000,
      igstPaise: 1800,
    });
  });

  it('has no delivery row when delivery is free', () => {
    const line = taxLine(
      { quantity: 1, unitPricePaise: 500, deliveryChargePaise: 0, ratePercent: 5 },
      'intra-state',
    );
    expect(line.delivery).toBeNull();
  });

  it.each([0, 1.5, -1])('refuses quantity %s', (quantity) => {
    expect(() =>
      taxLine(
        { quantity, unitPricePaise: 500, deliveryChargePaise: 0, ratePercent: 5 },
        'intra-state',
      ),
    ).toThrow(RangeError);
  });
});

// A small deterministic generator: the same "random" orders on every run.
function* orders(count: number): Generator<InclusiveLine[]> {
  let seed = 20260401;
  const next = (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % below;
  };
  const rates = [0, 5, 12, 18, 28];
  for (let i = 0; i < count; i++) {
    yield Array.from({ length: 1 + next(6) }, () => ({
      quantity: 1 + next(9),
      unitPricePaise: 1 + next(5_000_000),
      deliveryChargePaise: next(3) === 0 ? 0 : next(50_000),
      ratePercent: rates[next(rates.length)] ?? 18,
    }));
  }
}

describe('invoice totals', () => {
  it('makes the grand total the amount paid to the paisa, showing rounding as its own line', () => {
    for (const lines of orders(500)) {
      for (const placeOfSupplyCode of ['33', '29']) {
        const invoice = taxInvoice({ sellerStateCode: '33', placeOfSupplyCode, lines });
        const paid = lines.reduce(
          (total, line) => total + line.unitPricePaise * line.quantity + line.deliveryChargePaise,
          0,
        );
        const { totals } = invoice;
        expect(totals.grandTotalPaise).toBe(paid);
        expect(
          totals.taxableValuePaise +
            totals.cgstPaise +
            totals.sgstPaise +
            totals.igstPaise +
            totals.roundingPaise,
        ).toBe(paid);
        // Each row is off by at most a paisa, so the rounding line stays that small.
        const rows = invoice.lines.reduce((count, line) => count + (line.delivery ? 2 : 1), 0);
        expect(Math.abs(totals.roundingPaise)).toBeLessThanOrEqual(rows);
        for (const line of invoice.lines) {
          expect(Math.abs(line.goods.totalPaise - line.goods.inclusivePaise)).toBeLessThanOrEqual(
            1,
          );
        }
      }
    }
  });

  it('shows a rounding line when the rows leave a paisa over', () => {
    const totals = totalTaxes([
      taxLine(
        { quantity: 1, unitPricePaise: 99900, deliveryChargePaise: 0, ratePercent: 18 },
        'intra-state',
      ),
    ]);
    expect(totals).toEqual({
      taxableValuePaise: 84661,
      cgstPaise: 7619,
      sgstPaise: 7619,
      igstPaise: 0,
      roundingPaise: 1,
      grandTotalPaise: 99900,
    });
  });

  it('uses CGST and SGST within the seller state and IGST elsewhere', () => {
    const lines = [
      { quantity: 1, unitPricePaise: 118000, deliveryChargePaise: 0, ratePercent: 18 },
    ];
    const tamilNadu = taxInvoice({ sellerStateCode: '33', placeOfSupplyCode: '33', lines });
    expect(tamilNadu.supplyType).toBe('intra-state');
    expect(tamilNadu.totals).toMatchObject({ cgstPaise: 9000, sgstPaise: 9000, igstPaise: 0 });
    const karnataka = taxInvoice({ sellerStateCode: '33', placeOfSupplyCode: '29', lines });
    expect(karnataka.supplyType).toBe('inter-state');
    expect(karnataka.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 18000 });
  });

  it('keeps what the caller attached to each line', () => {
    const invoice = taxInvoice({
      sellerStateCode: '33',
      placeOfSupplyCode: '33',
      lines: [
        {
          description: 'Beaker',
          quantity: 1,
          unitPricePaise: 100,
          deliveryChargePaise: 0,
          ratePercent: 18,
        },
      ],
    });
    expect(invoice.lines[0]?.description).toBe('Beaker');
  });

  it('sums taxable value and tax per rate, lowest rate first', () => {
    const { lines } = taxInvoice({
      sellerStateCode: '33',
      placeOfSupplyCode: '29',
      lines: [
        { quantity: 1, unitPricePaise: 118000, deliveryChargePaise: 11800, ratePercent: 18 },
        { quantity: 2, unitPricePaise: 5250, deliveryChargePaise: 0, ratePercent: 5 },
        { quantity: 1, unitPricePaise: 23600, deliveryChargePaise: 0, ratePercent: 18 },
      ],
    });
    expect(summariseByRate(lines)).toEqual([
      { ratePercent: 5, taxableValuePaise: 10000, cgstPaise: 0, sgstPaise: 0, igstPaise: 500 },
      { ratePercent: 18, taxableValuePaise: 130000, cgstPaise: 0, sgstPaise: 0, igstPaise: 23400 },
    ]);
  });
});
