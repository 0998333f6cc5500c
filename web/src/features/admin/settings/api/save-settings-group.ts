import { routes, type AdminSiteSettings, type RouteId, type SiteSettingGroup } from '@lm/shared';
import { call } from '../../../../lib/api/client';

/** The PUT route of a settings group in the shared route table (`theme` → updateThemeSettings). */
export function groupRoute(group: SiteSettingGroup) {
  const route = routes[`update${group.charAt(0).toUpperCase()}${group.slice(1)}Settings` as RouteId];
  if (!route) throw new Error(`No route saves the ${group} settings.`);
  return route;
}

/** PUT /api/settings/site/{group}: replaces one group; answers every group. */
export const saveSettingsGroup = (group: SiteSettingGroup, body: Record<string, unknown>) =>
  call<AdminSiteSettings>('PUT', groupRoute(group).path, { body, json: true });
