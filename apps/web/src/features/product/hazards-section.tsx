import type { ProductDetail } from '@labshop/domain/api/catalog';
import {
  GHS_PICTOGRAMS,
  HAZARD_STATEMENTS,
  PRECAUTIONARY_STATEMENTS,
} from '@labshop/domain/chemicals/ghs-lists';
import { GhsPictogramImage } from '../../components/ghs-pictogram.tsx';

type Ghs = NonNullable<ProductDetail['ghs']>;

/** A chemical's GHS label: pictograms with their names, the signal word, then the statements. */
export function HazardsSection({ ghs }: { ghs: ProductDetail['ghs'] }) {
  if (!ghs) return null;
  const { pictograms, signalWord } = ghs;
  return (
    <section aria-labelledby="product-hazards" className="space-y-3">
      <h2 id="product-hazards" className="text-base font-semibold text-slate-900">
        Hazards
      </h2>
      <div className="space-y-4 rounded-ui border border-slate-200 p-3 sm:p-4">
        {(pictograms.length > 0 || signalWord) && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
            {pictograms.length > 0 && (
              <ul className="flex flex-wrap gap-3" aria-label="GHS pictograms">
                {pictograms.map((code) => (
                  <li key={code} className="flex w-16 flex-col items-center gap-1 text-center">
                    <GhsPictogramImage code={code} size={56} />
                    <span aria-hidden="true" className="text-xs leading-tight text-slate-600">
                      {GHS_PICTOGRAMS[code]}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {signalWord && (
              <p className="text-sm text-slate-700">
                Signal word:{' '}
                <strong
                  className={`rounded-ui border px-2 py-0.5 font-bold tracking-wide uppercase ${
                    signalWord === 'Danger'
                      ? 'border-danger-200 bg-danger-50 text-danger-800'
                      : 'border-sale-200 bg-sale-50 text-sale-800'
                  }`}
                >
                  {signalWord}
                </strong>
              </p>
            )}
          </div>
        )}
        <Statements
          title="Hazard statements"
          codes={ghs.hazardStatements}
          texts={HAZARD_STATEMENTS}
        />
        <Statements
          title="Precautionary statements"
          codes={ghs.precautionaryStatements}
          texts={PRECAUTIONARY_STATEMENTS}
        />
      </div>
    </section>
  );
}

function Statements({
  title,
  codes,
  texts,
}: {
  title: string;
  codes: Ghs['hazardStatements'];
  texts: Readonly<Record<string, string>>;
}) {
  if (codes.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      <ul className="space-y-1 text-sm text-slate-700">
        {codes.map((code) => (
          <li key={code} className="[overflow-wrap:anywhere]">
            <span className="mr-1.5 font-semibold text-slate-900">{code}</span>
            {texts[code] ?? ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
