import type { SiteSettings } from '@lm/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CustomerRouter } from './customer-router';
import { ChromeContext } from '../hooks/use-chrome';
import { queryClient } from '../lib/query';
import { buildCustomerRoutes } from './route-table';
import { footerOf, headerOf } from './shell/chrome';

const CHROME = { headerOf, footerOf };

export function App({ settings }: { settings: SiteSettings }) {
  const routes = useMemo(() => buildCustomerRoutes(settings), [settings]);
  return (
    <QueryClientProvider client={queryClient}>
      <ChromeContext value={CHROME}>
        <BrowserRouter>
          <CustomerRouter routes={routes} />
        </BrowserRouter>
      </ChromeContext>
    </QueryClientProvider>
  );
}
