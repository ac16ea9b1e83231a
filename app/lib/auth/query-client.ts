import { QueryClient } from "@tanstack/react-query";

/** Query cache settings: fresh 5 minutes, kept 10, one retry, no refetch on focus. */
export const queryDefaults = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...queryDefaults } } });
}
