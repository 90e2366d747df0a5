import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false },
    // Mutations are never retried: a form submission must not be sent twice behind the user's back.
    mutations: { retry: false },
  },
});
