const block = 'rounded-ui bg-slate-200/80 motion-safe:animate-pulse';

/**
 * The product page's frame while it loads: the same grid, picture box and text lines the page
 * will have, so nothing jumps when it arrives (a bare "Loading..." measured CLS 0.711).
 */
export function ProductSkeleton() {
  return (
    // At least a screen tall, so the footer is not drawn in view and then pushed away.
    <div
      className="mx-auto min-h-screen w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10"
      aria-busy="true"
    >
      <p role="status" className="sr-only">
        Loading...
      </p>
      <div aria-hidden="true" className="space-y-4">
        <div className={`h-6 w-64 max-w-full ${block}`} />
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-[2fr_3fr] lg:gap-12">
          <div className="min-w-0">
            <div className="aspect-square rounded-ui border border-slate-200 bg-slate-100 motion-safe:animate-pulse" />
          </div>
          <div className="min-w-0 space-y-5">
            <div className="space-y-2">
              <div className={`h-5 w-28 ${block}`} />
              <div className={`h-8 w-11/12 sm:h-9 ${block}`} />
              <div className={`h-8 w-2/3 sm:h-9 ${block}`} />
              <div className={`h-5 w-40 ${block}`} />
            </div>
            <div className="space-y-2">
              <div className={`h-9 w-48 ${block}`} />
              <div className={`h-4 w-56 ${block}`} />
              <div className={`h-5 w-20 ${block}`} />
            </div>
            <div className={`h-11 w-36 ${block}`} />
            <div className="flex flex-wrap gap-3">
              <div className={`h-11 w-36 ${block}`} />
              <div className={`h-11 w-32 ${block}`} />
              <div className={`h-11 w-32 ${block}`} />
            </div>
            <div className={`h-24 w-full ${block}`} />
            <div className="space-y-2">
              <div className={`h-5 w-32 ${block}`} />
              <div className={`h-4 w-full ${block}`} />
              <div className={`h-4 w-full ${block}`} />
              <div className={`h-4 w-3/4 ${block}`} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
