import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { queryClient } from './query-client.ts';
import { RenderClockProvider } from './render-clock-provider.tsx';

/** `serverRenderedAt`: when the server rendered the page being hydrated, if it did. */
export function App({ serverRenderedAt }: { serverRenderedAt?: number }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RenderClockProvider serverRenderedAt={serverRenderedAt}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RenderClockProvider>
    </QueryClientProvider>
  );
}
