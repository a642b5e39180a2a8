import { useQuery } from '@tanstack/react-query';
import type { HomeResponse } from '@labshop/domain/api/catalog';
import { api } from '../../api/client.ts';

export function fetchHome({ signal }: { signal: AbortSignal }): Promise<HomeResponse> {
  return api.get<HomeResponse>('/api/user/home', { signal });
}

export function useHome() {
  return useQuery({ queryKey: ['home'], queryFn: fetchHome });
}
