import { routes } from './routes.js';
import { route } from '../app.js';

/** The HTTP chain records the activity of every signed-in call; the ping only has to arrive. */
export const handler = route(routes.pingActivity, async () => ({ success: true as const, ok: true as const }));
