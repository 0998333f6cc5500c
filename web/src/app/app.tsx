import type { SiteSettings } from '@lm/shared';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CustomerRouter } from './customer-router';
import { buildCustomerRoutes } from './route-table';

export function App({ settings }: { settings: SiteSettings }) {
  const routes = useMemo(() => buildCustomerRoutes(settings), [settings]);
  return (
    <BrowserRouter>
      <CustomerRouter routes={routes} />
    </BrowserRouter>
  );
}
