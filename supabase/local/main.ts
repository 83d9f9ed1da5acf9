/** `npm run backend`: starts the local stack from environment variables (see README.md) and prints a banner. */

import { fileURLToPath } from 'node:url';
import { LOCAL_ANON_KEY, LOCAL_STACK_PORT } from '../../src/shared/localStack.ts';
import { readFunctionSettings } from '../functions/_shared/http.ts';
import { type LocalStackOptions, startLocalStack } from './stack.ts';

const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const databaseUrl = env('DATABASE_URL');
const leadLimit = Number(env('LEAD_LIMIT_PER_IP_PER_HOUR'));
const anonWriteLimit = Number(env('ANON_WRITE_LIMIT_PER_HOUR'));
const options: LocalStackOptions = {
  port: Number(env('PORT') ?? LOCAL_STACK_PORT),
  database: databaseUrl ? { databaseUrl } : { dataDir: env('LOCAL_DATA_DIR') ?? here('./.data/db') },
  mediaDir: env('MEDIA_DIR') ?? here('./media'),
  slackWebhookUrl: env('SLACK_WEBHOOK_URL'),
  adminToken: env('LOCAL_ADMIN_TOKEN'),
  functionSettings: readFunctionSettings(env),
  // Anything but a positive whole number leaves the migration's default (20).
  leadLimitPerIpPerHour: Number.isInteger(leadLimit) && leadLimit > 0 ? leadLimit : undefined,
  // Likewise for vitals, consent events and dead-letter reports (private.anon_write_limits).
  anonWriteLimitPerHour: Number.isInteger(anonWriteLimit) && anonWriteLimit > 0 ? anonWriteLimit : undefined,
  // Tests only: they send X-Forwarded-For to act as different clients.
  trustCallerForwardedFor: env('LOCAL_TRUST_FORWARDED_FOR') === '1',
  log: (line) => console.log(line),
};

try {
  const stack = await startLocalStack(options);
  const { functionSettings: settings } = options;
  console.log(
    [
      '',
      'Local Supabase stack ready',
      `  API URL    ${stack.url}`,
      `  anon key   ${LOCAL_ANON_KEY}`,
      `  database   ${stack.databaseDescription}; migrations applied now: ${stack.appliedMigrations.join(', ') || 'none (up to date)'}`,
      `  media      ${options.mediaDir} -> ${stack.url}/storage/v1/object/public/media/`,
      `  Slack      ${
        options.slackWebhookUrl ? 'posting to SLACK_WEBHOOK_URL' : 'logging messages here (SLACK_WEBHOOK_URL unset)'
      }; queued messages delivered and retried every second`,
      `  functions  origins ${
        settings.allowedOrigins === '*' ? '*' : settings.allowedOrigins.join(', ')
      }; ${settings.rateLimitPerMinute} requests/min per client`,
      `  clients    counted by ${
        settings.clientAddressHeader ? `${settings.clientAddressHeader}, else ` : ''
      }the last X-Forwarded-For entry${options.trustCallerForwardedFor ? ' (callers may set it: LOCAL_TRUST_FORWARDED_FOR)' : ''}`,
      `  leads      at most ${stack.leadLimitPerIpPerHour} per client address per hour`,
      `  admin      ${options.adminToken ? '/_local/* enabled (x-local-admin header)' : 'off (set LOCAL_ADMIN_TOKEN to enable /_local/*)'}`,
      '',
    ].join('\n'),
  );
  const stop = async (signal: string) => {
    console.log(`[local] ${signal}: shutting down`);
    await stack.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  console.error(`[local] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
