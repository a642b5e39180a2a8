import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { CategorySummary, HomeBanner, ProductCard } from '../../api/catalog-types.ts';

export type HomeData = {
  categories: CategorySummary[];
  featuredProducts: ProductCard[];
  newArrivals: ProductCard[];
  user: { _id: string; name: string } | null;
  primaryBanners: HomeBanner[];
  secondaryBanners: HomeBanner[];
};

export function fetchHome({ signal }: { signal: AbortSignal }): Promise<HomeData> {
  return api.get<HomeData>('/api/user/home', { signal });
}

export function useHome() {
  return useQuery({ queryKey: ['home'], queryFn: fetchHome });
}
