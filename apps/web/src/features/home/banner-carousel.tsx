import type { HomeBanner } from '@labshop/domain/api/catalog';
import { Carousel } from '../../components/carousel.tsx';

type BannerCarouselProps = {
  label: string;
  banners: HomeBanner[];
  /** Primary banners are 16:5, the Ongoing Sale ones 3:1. */
  aspect: 'primary' | 'secondary';
  isFirstOnPage?: boolean;
};

export function BannerCarousel({ label, banners, aspect, isFirstOnPage }: BannerCarouselProps) {
  const aspectClass = aspect === 'primary' ? 'aspect-[16/5]' : 'aspect-[3/1]';
  return (
    <Carousel
      label={label}
      slides={banners.map((banner, index) => ({
        id: banner._id,
        content: (
          <img
            src={banner.image}
            alt={banner.alt}
            loading={isFirstOnPage && index === 0 ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
            className={`block w-full ${aspectClass} object-cover`}
          />
        ),
      }))}
    />
  );
}

export function BannerSkeleton({ aspect }: { aspect: 'primary' | 'secondary' }) {
  const aspectClass = aspect === 'primary' ? 'aspect-[16/5]' : 'aspect-[3/1]';
  return (
    <div aria-hidden="true" className={`${aspectClass} animate-pulse rounded-ui bg-slate-200`} />
  );
}
