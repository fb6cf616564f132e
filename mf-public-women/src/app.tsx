import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { KitProvider } from '@school/shared/ui';
import { queryClient } from './lib/query-client';
import { womenTheme } from './lib/theme';
import { AppRoutes } from './routes';

/** The remote's one exposed module: it owns its whole route table. */
export default function App() {
  return (
    <KitProvider dark={false}>
      <ConfigProvider theme={womenTheme}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </ConfigProvider>
    </KitProvider>
  );
}
