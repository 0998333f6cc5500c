import type { SiteSettings } from '@lm/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CustomerRouter } from './customer-router';
import { queryClient } from '../lib/query';
import { buildCustomerRoutes } from './route-table';

export function App({ settings }: { settings: SiteSettings }) {
  const routes = useMemo(() => buildCustomerRoutes(settings), [settings]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <CustomerRouter routes={routes} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
