import type { SiteSettings } from '@lm/shared';
import { ThemeProvider } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CustomerRouter } from './customer-router';
import { buildCustomerRoutes } from './route-table';
import { themeOf } from './theme';

export function App({ settings }: { settings: SiteSettings }) {
  const routes = useMemo(() => buildCustomerRoutes(settings), [settings]);
  const theme = useMemo(() => themeOf(settings.theme), [settings.theme]);
  return (
    <ThemeProvider theme={theme}>
      <BrowserRouter>
        <CustomerRouter routes={routes} />
      </BrowserRouter>
    </ThemeProvider>
  );
}
