/** The runs of gate runs kept as folders (copies of .lighthouseci): one Map of requested URL to its LHRs per folder. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readGateRuns(folders) {
  return folders.map((folder) => {
    const byUrl = new Map();
    for (const file of readdirSync(folder).filter((name) => /^lhr-\d+\.json$/.test(name))) {
      const lhr = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), lhr]);
    }
    return byUrl;
  });
}
