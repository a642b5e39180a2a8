import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_CSV_COLUMNS } from '@labshop/domain/catalog-csv/product-csv';
import { STOCK_CSV_COLUMNS } from '@labshop/domain/catalog-csv/stock-csv';
import { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_ROWS } from '@labshop/domain/catalog-csv/csv-limits';
import { apiUrl } from '../../../api/client.ts';
import { buttonClass } from '../../../components/button.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { PRODUCT_EXPORT_PATH } from './api.ts';
import { ImportCard } from './import-card.tsx';

const LIMITS = `At most ${CSV_IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows and ${CSV_IMPORT_MAX_BYTES / (1024 * 1024)} MB per file, saved as CSV (UTF-8).`;

function Columns({ names }: { names: readonly string[] }) {
  return (
    <p className="break-words">
      Columns:{' '}
      {names.map((name, i) => (
        <span key={name}>
          <code className="rounded bg-slate-100 px-1 py-0.5 text-xs text-slate-800">{name}</code>
          {i < names.length - 1 ? ' ' : ''}
        </span>
      ))}
    </p>
  );
}

/** /admin-import-products: the product CSV out and in, and stock counts in. */
export function ImportProductsPage() {
  usePageMeta('Import and export', 'Products and stock counts in and out as CSV files.');
  return (
    <PageFrame
      title="Import and export"
      lead="Edit many products at once in a spreadsheet, or set the stock from a count. Every row is checked first; a file with any problem changes nothing."
      actions={
        <Link to="/admin-manage-Product" className={buttonClass('secondary', 'h-10')}>
          Manage Products
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <ImportCard
          kind="products"
          title="Products"
          confirmText="New SKUs are added and products with the same SKU are overwritten with the file’s values, stock included. All rows are written or none."
          actions={
            <a
              href={apiUrl(PRODUCT_EXPORT_PATH)}
              download
              className={buttonClass('secondary', 'h-10')}
            >
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </a>
          }
        >
          <p>
            Export the catalog, edit it, and import it back: a row whose SKU exists updates that
            product, any other row adds one. Categories go by name; variants and specifications are
            JSON lists; images are the shop’s own picture paths (as exported) separated by{' '}
            <code className="rounded bg-slate-100 px-1 py-0.5 text-xs text-slate-800">|</code>.
          </p>
          <Columns names={PRODUCT_CSV_COLUMNS} />
          <p>{LIMITS}</p>
        </ImportCard>
        <ImportCard
          kind="stock"
          title="Stock counts"
          confirmText="Each counted quantity becomes the stock on hand of its product or variant, recorded as a stock adjustment. All rows are written or none."
        >
          <p>
            One row per product, or per variant of a product with variants (its name in the variant
            column), with the quantity counted on the shelf. A count below what unpaid checkouts
            hold is refused.
          </p>
          <Columns names={STOCK_CSV_COLUMNS} />
          <p>{LIMITS}</p>
        </ImportCard>
      </div>
    </PageFrame>
  );
}
