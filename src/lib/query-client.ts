// The one query cache of the browser (TanStack Query's QueryClient): screen schemas and
// dictionaries, keyed by what they are and their parameters. An answer is kept until a write
// invalidates it (src/lib/data-provider.ts) or the page reloads; a failed one is not kept, so
// the next call asks again.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API client shows every failure once (spec §8); a retry would show it again.
      retry: false,
      staleTime: Infinity,
      // Kept for the page's life: a screen or dictionary asked again later costs no request.
      gcTime: Infinity,
    },
  },
});

export const queryKeys = {
  screen: (id: string) => ['screen', id] as const,
  /** Every dictionary: what a write to a dictionary invalidates. */
  dicts: ['dict'] as const,
  dict: (name: string) => ['dict', name] as const,
};
