import { z } from 'zod';

// The portal's Content-Security-Policy allows no eval: without this, zod's one-off `new Function`
// probe (its fast-parse check) is reported as a policy violation on every page. Imported first.
z.config({ jitless: true });
