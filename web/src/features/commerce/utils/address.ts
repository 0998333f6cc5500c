import type { Address } from '@lm/shared';

/** The address a parcel goes to: the one the buyer chose, else their default, else their first. */
export function chosenAddress(addresses: readonly Address[] | undefined, chosenId: string | undefined): Address | undefined {
  if (!addresses?.length) return undefined;
  return addresses.find((address) => address.id === chosenId) ?? addresses.find((address) => address.is_default) ?? addresses[0];
}
