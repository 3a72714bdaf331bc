// Configuration and plugins for building a partial server outside this package (a benchmark's
// check of one plugin): `@loyalty/server/plugins`.
export { loadConfig } from '../config';
export { systemClock } from '../lib/clock';
export { contextPlugin } from '../plugins/context';
export { dbPlugin } from '../plugins/db';
export { rateLimitPlugin } from '../plugins/rate-limit';
