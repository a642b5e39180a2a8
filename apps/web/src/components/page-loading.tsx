// Shown while the first page's code arrives. The header is part of that code, so this draws a
// grey stand-in of the same height (64 px) and a page outline under it: nothing jumps on arrival.
export function PageLoading() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-dvh flex-col">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-3 sm:px-6">
          <div className="size-8 rounded-ui bg-primary-700" />
          <div className="h-4 w-20 rounded bg-slate-200" />
          <div className="ml-4 hidden h-10 max-w-xl flex-1 rounded-ui bg-slate-100 xs:block" />
        </div>
      </div>
      <div className="mx-auto w-full max-w-7xl animate-pulse space-y-4 px-4 py-8 sm:px-6">
        <div className="h-7 w-2/3 max-w-md rounded bg-slate-200" />
        <div className="h-4 w-1/2 max-w-sm rounded bg-slate-100" />
        <div className="aspect-[3/1] w-full rounded-ui bg-slate-100" />
      </div>
    </div>
  );
}
