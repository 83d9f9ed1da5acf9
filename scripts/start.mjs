// `npm start`: build the site, then serve it on 127.0.0.1:4173 beside the local Supabase stack on
// 127.0.0.1:54321. Ctrl+C stops both. `--no-build` serves the existing dist/ (Lighthouse CI uses it).
import { spawn, spawnSync } from 'node:child_process';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [
  spawn('npm', ['run', '--silent', 'backend'], { stdio: 'inherit' }),
  spawn('node', ['scripts/serve.mjs'], { stdio: 'inherit' }),
];

function stop(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
