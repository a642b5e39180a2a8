import { TriangleAlert } from 'lucide-react';

/**
 * Said beside the order when anything in it is a hazardous chemical: on every step of the
 * cart's checkout, and on Buy now's.
 */
export function HazardousGoodsNote({ isHazardous }: { isHazardous: boolean }) {
  if (!isHazardous) return null;
  return (
    <div className="mt-4 flex gap-2 rounded-ui border border-sale-200 bg-sale-50 p-3 text-sm text-sale-800">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">Contains hazardous goods</p>
        <p className="mt-0.5 text-slate-700">
          Chemicals with GHS hazard labels ship by road only, packed and labelled as dangerous
          goods; see each product’s hazards before you open them.
        </p>
      </div>
    </div>
  );
}
