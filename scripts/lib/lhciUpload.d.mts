// Types of scripts/lib/lhciUpload.mjs for the TypeScript tests.
export function uploadTargets(configFile: string, env?: Record<string, string | undefined>): string[][];
