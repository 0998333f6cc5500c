import { type TrackingSettings } from '@lm/shared';
import type { SitePorts, Tracking } from './ports.js';

/* The storefront's tracking: Google Analytics and the Facebook pixel (../shared/SPEC.md §7). */

/** ../shared/SPEC.md §7: a list whose first item carries analytic_id; empty when none is set. */
export async function googleAnalytic(ports: SitePorts) {
  const tracking = await ports.settings.tracking();
  return tracking?.analyticId ? [{ analytic_id: tracking.analyticId }] : [];
}

/** A pixel without an id is off, whatever its flag says. */
export async function facebookPixel(ports: SitePorts) {
  const tracking = await ports.settings.tracking();
  if (!tracking?.pixelId) return { status: false, pixel_id: '', email: '' };
  return { status: tracking.pixelEnabled, pixel_id: tracking.pixelId, email: tracking.pixelEmail };
}

const NO_TRACKING: Tracking = { analyticId: '', pixelEnabled: false, pixelId: '', pixelEmail: '' };

function toTrackingSettings(tracking: Tracking): TrackingSettings {
  return {
    analytic_id: tracking.analyticId,
    pixel_enabled: tracking.pixelEnabled,
    pixel_id: tracking.pixelId,
    pixel_email: tracking.pixelEmail,
  };
}

export async function trackingSettings(ports: SitePorts): Promise<TrackingSettings> {
  return toTrackingSettings((await ports.settings.tracking()) ?? NO_TRACKING);
}

export async function updateTrackingSettings(ports: SitePorts, input: TrackingSettings): Promise<TrackingSettings> {
  const tracking: Tracking = {
    analyticId: input.analytic_id,
    pixelEnabled: input.pixel_enabled,
    pixelId: input.pixel_id,
    pixelEmail: input.pixel_email,
  };
  await ports.settings.saveTracking(tracking);
  return toTrackingSettings(tracking);
}
