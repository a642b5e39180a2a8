import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { usePageMeta } from './use-page-meta.ts';

export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for does not exist.');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-primary-700 uppercase">
        Error 404
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-base text-slate-600">
        We could not find the page you asked for. It may have moved, or the address may be mistyped.
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex h-11 items-center rounded-ui bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
      >
        Back to the home page
      </Link>
    </div>
  );
}
