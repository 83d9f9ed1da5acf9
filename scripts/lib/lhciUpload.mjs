// Where `lhci upload` sends the gate's runs. Always the filesystem (reports/lighthouse/, the HTML reports beside the
// log CI keeps); and a Lighthouse CI server as well when LHCI_SERVER_BASE_URL and LHCI_BUILD_TOKEN are set, so the
// team has the history of every run (docs/performance.md, "History").

/** The `lhci upload` argument lists to run, in order, for `env`. */
export function uploadTargets(configFile, env = process.env) {
  const targets = [['upload', `--config=${configFile}`]];
  const baseUrl = env.LHCI_SERVER_BASE_URL;
  const token = env.LHCI_BUILD_TOKEN;
  if (baseUrl && token) {
    // The config's upload section names the filesystem: these flags override its target.
    targets.push([
      'upload',
      `--config=${configFile}`,
      '--target=lhci',
      `--serverBaseUrl=${baseUrl}`,
      `--token=${token}`,
    ]);
    const user = env.LHCI_BASIC_AUTH_USERNAME;
    const password = env.LHCI_BASIC_AUTH_PASSWORD;
    if (user && password) targets.at(-1).push(`--basicAuth.username=${user}`, `--basicAuth.password=${password}`);
  }
  return targets;
}
