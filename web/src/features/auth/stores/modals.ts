import { createStore } from '../../../lib/store';

/** ../shared/SPEC.md §4: the signed-out and user-expired modals, each with show and hide. */
export const modals = createStore({ signedOut: false, userExpired: false });

export const showModal = (name: 'signedOut' | 'userExpired') => modals.set({ [name]: true });
export const hideModal = (name: 'signedOut' | 'userExpired') => modals.set({ [name]: false });
