import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { KitProvider } from '@school/shared/ui';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './routes';

/** The remote's one exposed module: it owns its whole route table. */
export default function App() {
  return (
    <KitProvider dark={false}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </KitProvider>
  );
}
