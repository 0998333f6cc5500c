/** What `navigator` tells of the device: its user agent, and in Chromium its client hints. */
interface DeviceNavigator {
  userAgent: string;
  userAgentData?: { mobile?: boolean };
}

/**
 * Whether the page runs on a phone or tablet, where a bank's app can take a mobile banking payment
 * (Thai banks ended internet banking payments in 2025: the method is offered on phones only).
 */
export function isPhone(device: DeviceNavigator = navigator): boolean {
  return device.userAgentData?.mobile === true || /Android|iPhone|iPad|iPod|Mobile/i.test(device.userAgent);
}
