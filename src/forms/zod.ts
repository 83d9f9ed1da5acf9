import { z } from 'zod';

// The site's CSP has no 'unsafe-eval'. Zod 4 compiles object parsers with `new Function` where it can, and its
// probe for that, although caught, makes Chrome report a CSP violation (Lighthouse's best-practices audit
// counts it on every page with a form). Jitless parsing interprets instead: for forms of a few fields, no cost
// anyone would notice. Every schema of the site imports `z` from here, so the setting is in place first.
z.config({ jitless: true });

export { z };
