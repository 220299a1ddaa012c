import { z } from 'zod';

// The portal's Content-Security-Policy allows no eval: without this, zod's one-off `new Function`
// probe (its fast-parse check, made when an object schema is built) is reported as a policy
// violation on every page. The build keeps this module in zod's own chunk, so it runs as soon as
// zod does; each entry that declares calls also imports it first (the dev server has no chunks).
z.config({ jitless: true });
