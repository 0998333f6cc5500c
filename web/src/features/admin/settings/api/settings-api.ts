import { routes, type AdminSiteSettings, type RouteRef, type SeoSettings, type SiteSettingGroup } from '@lm/shared';
import { callAnyRoute } from '../../../../lib/api/call-route';
import { useQuery } from '@tanstack/react-query';
import { queryClient, routeKey } from '../../../../lib/query';

/** GET /api/settings/site: every editable group of the site settings, stored or default. */
export const useAdminSettings = () =>
  useQuery({ queryKey: routeKey(routes.getAdminSiteSettings, {}), queryFn: ({ signal }) => callAnyRoute<AdminSiteSettings>(routes.getAdminSiteSettings, { signal }), staleTime: 0 });

/** GET /api/settings/seo: the search-engine settings. */
export const useSeoSettings = () =>
  useQuery({ queryKey: routeKey(routes.getSeoSettings, {}), queryFn: ({ signal }) => callAnyRoute<SeoSettings>(routes.getSeoSettings, { signal }), staleTime: 0 });

/** The PUT route of a settings group in the shared route table (`theme` → updateThemeSettings). */
export function groupRoute(group: SiteSettingGroup): RouteRef {
  const route = (routes as Record<string, RouteRef>)[`update${group.charAt(0).toUpperCase()}${group.slice(1)}Settings`];
  if (!route) throw new Error(`No route saves the ${group} settings.`);
  return route;
}

/** PUT /api/settings/site/{group}: replaces one group; answers every group, which the cache then holds. */
export async function saveSettingsGroup(group: SiteSettingGroup, body: Record<string, unknown>) {
  const settings = await callAnyRoute<AdminSiteSettings>(groupRoute(group), { body, json: true });
  queryClient.setQueryData(routeKey(routes.getAdminSiteSettings, {}), settings);
  return settings;
}

/** PUT /api/settings/seo: replaces the search-engine settings; the storefront reads them in its site settings. */
export async function saveSeoSettings(body: Record<string, unknown>) {
  const seo = await callAnyRoute<SeoSettings>(routes.updateSeoSettings, { body, json: true });
  queryClient.setQueryData(routeKey(routes.getSeoSettings, {}), seo);
  return seo;
}
