import type { HomeBanner } from '@labshop/domain/api/catalog';
import { Link } from 'react-router';
import { Carousel } from '../../components/carousel.tsx';

type Aspect = 'primary' | 'secondary';

type BannerCarouselProps = {
  label: string;
  banners: HomeBanner[];
  aspect: Aspect;
  isFirstOnPage?: boolean;
};

// The art is 16:5 (primary) or 3:1 (sale row). A phone gets a taller crop of it so the
// headline and subtitle, drawn as text over it, keep a readable size; the art has no text, so
// cropping its sides loses nothing.
const ASPECT_CLASS: Record<Aspect, string> = {
  primary: 'aspect-[16/10] sm:aspect-[12/5] lg:aspect-[16/5]',
  secondary: 'aspect-[16/10] sm:aspect-[3/1]',
};

// Intrinsic size of the seeded art; with the CSS aspect ratio the browser reserves the box
// before the image arrives, so nothing below it moves.
const ART_SIZE: Record<Aspect, { width: number; height: number }> = {
  primary: { width: 1600, height: 500 },
  secondary: { width: 1200, height: 400 },
};

export function BannerCarousel({ label, banners, aspect, isFirstOnPage }: BannerCarouselProps) {
  return (
    <Carousel
      label={label}
      slides={banners.map((banner, index) => ({
        id: banner._id,
        content: (
          <BannerSlide banner={banner} aspect={aspect} isEager={isFirstOnPage && index === 0} />
        ),
      }))}
    />
  );
}

function BannerSlide({
  banner,
  aspect,
  isEager = false,
}: {
  banner: HomeBanner;
  aspect: Aspect;
  isEager?: boolean;
}) {
  const hasText = Boolean(banner.headline || banner.subtitle);
  const body = (
    <>
      <img
        src={banner.image}
        // With a headline the text says it all; the alt would only repeat it.
        alt={hasText ? '' : banner.alt}
        {...ART_SIZE[aspect]}
        loading={isEager ? 'eager' : 'lazy'}
        fetchPriority={isEager ? 'high' : 'auto'}
        decoding={isEager ? 'sync' : 'async'}
        draggable={false}
        className="absolute inset-0 size-full object-cover object-right sm:object-center"
      />
      {hasText && (
        // A dark scrim under the text keeps it readable over any uploaded art. On a phone the
        // text sits at the bottom and the art's right part (its drawing) shows above it.
        // Where the text runs the scrim is at least 70% opaque: white text keeps 4.5:1 even
        // over a white picture.
        <div className="absolute inset-0 flex flex-col justify-end gap-1 bg-linear-to-t from-slate-950/90 via-slate-950/75 via-50% to-slate-950/0 px-4 py-4 sm:justify-center sm:gap-2 sm:bg-linear-to-r sm:from-slate-950/85 sm:via-slate-950/75 sm:via-60% sm:px-10 sm:pr-[40%]">
          {banner.headline && (
            <p
              data-testid="banner-headline"
              className="text-xl leading-tight font-bold text-balance text-white sm:text-3xl lg:text-4xl"
            >
              {banner.headline}
            </p>
          )}
          {banner.subtitle && (
            <p
              data-testid="banner-subtitle"
              className="max-w-xl text-sm leading-snug text-slate-100 sm:text-base lg:text-lg"
            >
              {banner.subtitle}
            </p>
          )}
        </div>
      )}
    </>
  );
  const boxClass = `relative block overflow-hidden ${ASPECT_CLASS[aspect]}`;
  if (!banner.href) return <div className={boxClass}>{body}</div>;
  // Focus ring drawn inside: the carousel clips anything outside its slides.
  const linkClass = `${boxClass} focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-white`;
  return banner.href.startsWith('/') ? (
    <Link to={banner.href} className={linkClass}>
      {body}
    </Link>
  ) : (
    <a href={banner.href} className={linkClass}>
      {body}
    </a>
  );
}

export function BannerSkeleton({ aspect }: { aspect: Aspect }) {
  return (
    <div
      aria-hidden="true"
      className={`${ASPECT_CLASS[aspect]} animate-pulse rounded-ui bg-slate-200`}
    />
  );
}
