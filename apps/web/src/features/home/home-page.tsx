import { useEffect } from 'react';
import { Link } from 'react-router';
import { HOME_META } from '@labshop/domain/home-meta';
import { LoadFailed } from '../../components/load-failed.tsx';
import { Revealed } from '../../components/reveal.tsx';
import { ProductCardSkeleton } from '../../components/product-card.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { useHome } from './api.ts';
import { BannerCarousel, BannerSkeleton } from './banner-carousel.tsx';
import { CategoryRow, SectionHeading } from './category-row.tsx';
import { HomeHighlights } from './home-highlights.tsx';
import { NewArrivals } from './new-arrivals.tsx';
import { ProductRow } from './product-row.tsx';

export function HomePage() {
  usePageMeta(HOME_META.title, HOME_META.description);
  const home = useHome();
  const data = home.data;

  useEffect(() => {
    // A home load failure is logged; the page itself offers Retry (storefront-and-catalog.md).
    if (home.error) console.error('Home page failed to load', home.error);
  }, [home.error]);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-10 px-4 py-6 sm:space-y-12 sm:px-6 sm:py-8">
      <section aria-labelledby="home-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1">
          <h1
            id="home-title"
            className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl"
          >
            Laboratory equipment, chemicals and glassware
          </h1>
          <Link
            to="/filter"
            className="text-sm font-semibold text-primary-700 hover:text-primary-900 hover:underline"
          >
            Browse all products
          </Link>
        </div>
        {data ? (
          <BannerCarousel
            label="Featured offers"
            banners={data.primaryBanners}
            aspect="primary"
            isFirstOnPage
          />
        ) : (
          <BannerSkeleton aspect="primary" />
        )}
      </section>

      {home.isError && (
        <LoadFailed
          what="The catalogue"
          onRetry={() => void home.refetch()}
          isRetrying={home.isFetching}
        />
      )}

      {home.isPending && <RowSkeleton />}
      {data && data.categories.length > 0 && <CategoryRow categories={data.categories} />}

      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        {data && data.secondaryBanners.length > 0 && (
          <section aria-labelledby="home-sale" className="space-y-4">
            <SectionHeading id="home-sale">Ongoing Sale</SectionHeading>
            <BannerCarousel
              label="Sale offers"
              banners={data.secondaryBanners}
              aspect="secondary"
            />
          </section>
        )}
        <section aria-label="Why labs buy from LabShop" className="lg:pt-11">
          <HomeHighlights />
        </section>
      </div>

      {home.isPending && <RowSkeleton />}
      {/* Below the first screen: each row of cards a task of its own after the first paint. */}
      {data && (
        <Revealed fallback={<RowSkeleton />}>
          <ProductRow
            id="home-recommended"
            title="Recommended Products"
            products={data.featuredProducts}
          />
        </Revealed>
      )}
      {data && (
        <Revealed>
          <NewArrivals products={data.newArrivals} />
        </Revealed>
      )}
    </div>
  );
}

function RowSkeleton() {
  return (
    <div className="flex gap-4 overflow-hidden" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="w-40 shrink-0 sm:w-52">
          <ProductCardSkeleton />
        </div>
      ))}
    </div>
  );
}
