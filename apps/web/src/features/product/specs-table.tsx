import type { ProductSpec } from '@labshop/domain/api/catalog';

/** The product's specifications as a two-column table: what it is, then how much or what. */
export function SpecsTable({ specs }: { specs: ProductSpec[] }) {
  if (specs.length === 0) return null;
  return (
    <section aria-labelledby="product-specs" className="space-y-3">
      <h2 id="product-specs" className="text-base font-semibold text-slate-900">
        Specifications
      </h2>
      <div className="overflow-hidden rounded-ui border border-slate-200">
        <table className="w-full border-collapse text-left text-sm">
          <tbody>
            {specs.map((spec) => (
              <tr key={spec.key} className="border-t border-slate-200 first:border-t-0">
                <th
                  scope="row"
                  className="w-2/5 bg-slate-50 px-3 py-2.5 align-top font-medium text-slate-700 sm:px-4"
                >
                  {spec.key}
                </th>
                <td className="px-3 py-2.5 align-top text-slate-900 [overflow-wrap:anywhere] sm:px-4">
                  {spec.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
