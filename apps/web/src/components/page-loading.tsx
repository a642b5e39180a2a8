// Shown while the first page's code arrives; the header is part of that code, so this stands alone.
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-slate-600">
      Loading...
    </div>
  );
}
