/** Every edge function by its deployed name, for runtimes that host them all in one process (the local stack). */

import { createCryptoSignupNotificationHandler } from './cryptoSignupNotification.ts';
import { createDeliverNotificationsHandler } from './deliverNotifications.ts';
import { createGetCryptoClientDataHandler } from './getCryptoClientData.ts';
import type { FunctionDependencies, RequestHandler } from './http.ts';
import { createSlackNotificationHandler } from './slackNotification.ts';
import { createUpdateCryptoTransactionHandler } from './updateCryptoTransaction.ts';

export const FUNCTION_NAMES = [
  'slack-notification',
  'crypto-signup-notification',
  'get-cryptoclient-data',
  'update-crypto-transaction',
  'deliver-notifications',
] as const;

export type FunctionName = (typeof FUNCTION_NAMES)[number];

export function createFunctionHandlers(dependencies: FunctionDependencies): Record<FunctionName, RequestHandler> {
  return {
    'slack-notification': createSlackNotificationHandler(dependencies),
    'crypto-signup-notification': createCryptoSignupNotificationHandler(dependencies),
    'get-cryptoclient-data': createGetCryptoClientDataHandler(dependencies),
    'update-crypto-transaction': createUpdateCryptoTransactionHandler(dependencies),
    'deliver-notifications': createDeliverNotificationsHandler(dependencies),
  };
}
