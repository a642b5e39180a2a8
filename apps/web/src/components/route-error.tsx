import { TriangleAlert } from 'lucide-react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';
import { usePageMeta } from './use-page-meta.ts';

/** The route-level error boundary: a 404 shows the not-found page, anything else a calm apology. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <UnexpectedError />;
}

function UnexpectedError() {
  usePageMeta('Something went wrong', 'An unexpected error stopped this page from loading.');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">
        Something went wrong
      </h1>
      <p className="mt-3 text-base text-slate-600">
        This page could not be shown. Please reload it; if the problem continues, try again in a few
        minutes.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-11 items-center rounded-ui bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          Reload page
        </button>
        <Link
          to="/"
          className="inline-flex h-11 items-center rounded-ui border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
