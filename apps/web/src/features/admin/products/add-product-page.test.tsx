import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategory, AdminProduct } from '@labshop/domain/api/admin';
import { PRICE_BREAK_MESSAGES } from '@labshop/domain/validation/price-breaks';
import { PRODUCT_MESSAGES } from '@labshop/domain/validation/product-form';
import { AlertProvider } from '../../../components/alert-provider.tsx';
import { AddProductPage } from './add-product-page.tsx';

const CATEGORIES: AdminCategory[] = [
  {
    _id: 'glass',
    name: 'Glassware',
    image: '',
    status: 'active',
    productCount: 1,
    hsnCode: '70179090',
    gstRatePercent: 12,
  },
  {
    _id: 'chem',
    name: 'Chemicals',
    image: '',
    status: 'active',
    productCount: 0,
    hsnCode: '38220090',
    gstRatePercent: 18,
  },
];

/** A product as the list hands it to the edit form: 10 on hand, 4 held by a checkout. */
const PRODUCT: AdminProduct = {
  _id: 'p1',
  name: 'Burette 50 ml',
  description: 'Class A burette with PTFE stopcock.',
  brand: 'Borosil',
  sku: 'BUR-50',
  category: 'glass',
  categoryName: 'Glassware',
  isPerishable: false,
  images: ['/uploads/burette.png'],
  mrp: 900,
  sellingPrice: 850,
  inStock: 10,
  reserved: 4,
  minProductAlert: 2,
  isLowStock: false,
  tags: ['burette'],
  status: 'active',
  isFeatured: false,
  variantsEnabled: true,
  variants: [
    { _id: 'v1', name: '25 ml', price: 800, stock: 6, reserved: 1 },
    { _id: 'v2', name: '50 ml', price: 850, stock: 4, reserved: 3 },
  ],
  deliveryOptions: { type: 'home', charge: 50 },
  deliveryTimeEstimate: 4,
  hsnCode: '70179090',
  gstRatePercent: 12,
  specs: [],
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Answers the category list and its attributes; records each save's body. */
/** Answers the category list and the sheets; records each save's body. */
function fakeApi() {
  const saves: { url: string; method: string; body: FormData }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/admin/categories')) return json({ categories: CATEGORIES });
    // The chosen category's attribute inputs (none here).
    if (url.endsWith('/attributes')) return json({ attributes: [] });
    // The edit page's safety data sheet card reads its versions; no sheet yet.
    if (url.endsWith('/sds')) return json({ sheets: [] });
    saves.push({ url, method: init?.method ?? 'GET', body: init?.body as FormData });
    return json({ message: 'Product updated successfully!', product: PRODUCT });
  });
  return saves;
}

// A data router, as the app's: the form's unsaved-changes guard needs one.
function renderForm(product: AdminProduct | null) {
  const router = createMemoryRouter(
    [
      { path: '/admin-add-Product', element: <AddProductPage /> },
      { path: '/admin-manage-product', element: <p>Product list</p> },
    ],
    { initialEntries: [{ pathname: '/admin-add-Product', state: { product } }] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </QueryClientProvider>,
  );
}

const pricing = () => within(screen.getByRole('region', { name: 'Pricing & Stock' }));
const variant = (n: number) => within(screen.getByRole('group', { name: `Variant ${n}` }));

// A whole page of inputs in jsdom on a shared machine: more than the default 5 s at times.
const SLOW = { timeout: 30_000 };

describe('the admin product form and stock', SLOW, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows on hand with reserved and available, for the product and each variant', async () => {
    fakeApi();
    renderForm(PRODUCT);
    const stock = pricing().getByLabelText('Stock');
    expect((stock as HTMLInputElement).value).toBe('10');
    expect(stock.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      pricing().getByText('On hand. Reserved: 4 (held by unpaid checkouts) · Available: 6'),
    ).toBeTruthy();
    expect(
      variant(1).getByText('On hand. Reserved: 1 (held by unpaid checkouts) · Available: 5'),
    ).toBeTruthy();
    expect(
      variant(2).getByText('On hand. Reserved: 3 (held by unpaid checkouts) · Available: 1'),
    ).toBeTruthy();
  });

  it('sends the counts it was loaded with, inStockWas and each variant’s stockWas', async () => {
    const saves = fakeApi();
    renderForm(PRODUCT);
    fireEvent.input(variant(2).getByLabelText('Stock'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Variant' }));
    fireEvent.input(variant(3).getByLabelText('Name'), { target: { value: '100 ml' } });
    fireEvent.input(variant(3).getByLabelText('Price (₹)'), { target: { value: '890' } });
    fireEvent.input(variant(3).getByLabelText('Stock'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText('Product list')).toBeTruthy();
    expect(saves).toHaveLength(1);
    const [save] = saves;
    expect(save!.method).toBe('PUT');
    expect(save!.url).toBe('/api/admin/update-product/p1');
    expect(save!.body.get('inStock')).toBe('10');
    expect(save!.body.get('inStockWas')).toBe('10');
    expect(JSON.parse(String(save!.body.get('variants')))).toEqual([
      { _id: 'v1', name: '25 ml', price: '800', stock: '6', stockWas: '6', priceBreaks: [] },
      { _id: 'v2', name: '50 ml', price: '850', stock: '9', stockWas: '4', priceBreaks: [] },
      { name: '100 ml', price: '890', stock: '2' },
    ]);
  });

  it('sends no loaded counts when adding a product', async () => {
    const saves = fakeApi();
    renderForm(null);
    expect(pricing().getByText('Units on hand.')).toBeTruthy();
    await screen.findByRole('option', { name: 'Glassware' });
    const info = within(screen.getByRole('region', { name: 'Product Information' }));
    fireEvent.input(info.getByLabelText('Name'), { target: { value: 'Pipette' } });
    fireEvent.change(info.getByLabelText('Category'), { target: { value: 'glass' } });
    fireEvent.input(info.getByLabelText('Description'), { target: { value: 'Glass pipette.' } });
    fireEvent.input(info.getByLabelText('Brand'), { target: { value: 'Borosil' } });
    fireEvent.input(info.getByLabelText('SKU'), { target: { value: 'PIP-1' } });
    fireEvent.input(pricing().getByLabelText('MRP (₹)'), { target: { value: '100' } });
    fireEvent.input(pricing().getByLabelText('Selling Price (₹)'), { target: { value: '90' } });
    fireEvent.input(pricing().getByLabelText('Stock'), { target: { value: '5' } });
    fireEvent.input(pricing().getByLabelText('Minimum Product Alert'), {
      target: { value: '1' },
    });
    fireEvent.input(screen.getByLabelText('Delivery Time Estimate (days)'), {
      target: { value: '3' },
    });
    fireEvent.change(screen.getByLabelText('Add images'), {
      target: { files: [new File(['png'], 'p.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body.has('inStockWas')).toBe(false);
    expect(saves[0]!.body.get('hsnCode')).toBe('70179090');
    expect(saves[0]!.body.get('gstRatePercent')).toBe('12');
  });
});

describe('the admin product form and GST', SLOW, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('prefills HSN code and GST rate from the chosen category until the admin types their own', async () => {
    fakeApi();
    renderForm(null);
    await screen.findByRole('option', { name: 'Glassware' });
    const category = screen.getByLabelText('Category');
    const hsn = () => (pricing().getByLabelText('HSN Code') as HTMLInputElement).value;
    const rate = () => (pricing().getByLabelText('GST Rate (%)') as HTMLSelectElement).value;

    fireEvent.change(category, { target: { value: 'glass' } });
    expect([hsn(), rate()]).toEqual(['70179090', '12']);
    fireEvent.change(category, { target: { value: 'chem' } });
    expect([hsn(), rate()]).toEqual(['38220090', '18']);

    fireEvent.input(pricing().getByLabelText('HSN Code'), { target: { value: '2915' } });
    fireEvent.change(category, { target: { value: 'glass' } });
    expect([hsn(), rate()]).toEqual(['2915', '18']);
  });

  it('keeps an edited product’s own GST when its category changes', async () => {
    fakeApi();
    renderForm({ ...PRODUCT, hsnCode: '70172000', gstRatePercent: 18 });
    await screen.findByRole('option', { name: 'Chemicals' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'chem' } });
    expect((pricing().getByLabelText('HSN Code') as HTMLInputElement).value).toBe('70172000');
  });
});

describe('the admin product form and variant prices', SLOW, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('refuses a variant priced above MRP on that variant’s price field, sending nothing', async () => {
    const saves = fakeApi();
    renderForm(PRODUCT);
    fireEvent.input(variant(2).getByLabelText('Price (₹)'), { target: { value: '4890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await variant(2).findByText(PRODUCT_MESSAGES.variantPriceAboveMrp)).toBeTruthy();
    expect(variant(1).queryByText(PRODUCT_MESSAGES.variantPriceAboveMrp)).toBeNull();
    expect(saves).toHaveLength(0);
  });
});

describe('the admin product form and quantity prices', SLOW, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('marks a quantity price not below the variant’s price, then sends the corrected one', async () => {
    const saves = fakeApi();
    renderForm(PRODUCT);
    fireEvent.click(variant(1).getByRole('button', { name: 'Add Quantity Price' }));
    const row = within(screen.getByRole('group', { name: 'Variant 1 quantity price 1' }));
    fireEvent.input(row.getByLabelText('From quantity'), { target: { value: '10' } });
    fireEvent.input(row.getByLabelText('Unit price (₹)'), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await row.findByText(PRICE_BREAK_MESSAGES.notBelowSellingPrice)).toBeTruthy();
    expect(saves).toHaveLength(0);

    fireEvent.input(row.getByLabelText('Unit price (₹)'), { target: { value: '750' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const [first] = JSON.parse(String(saves[0]!.body.get('variants'))) as {
      priceBreaks: unknown;
    }[];
    expect(first?.priceBreaks).toEqual([{ minQuantity: '10', unitPrice: '750' }]);
  });
});
