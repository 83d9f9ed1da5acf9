// Entry point of `npm run backend` (and of `npm start` beside the site). Node 20 cannot run TypeScript, so tsx
// loads the stack, which shares its TypeScript with the edge functions in supabase/functions/_shared.
import { tsImport } from 'tsx/esm/api';

await tsImport('./main.ts', import.meta.url);
