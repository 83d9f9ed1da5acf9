/**
 * crypto-signup-notification: stores a crypto sign-up client, answers the new client's id, and tells Slack
 * after answering, so the visitor never waits for Slack nor loses the sign-up to it.
 */

import { defineFunction } from './http.ts';
import { cryptoSignupBody } from './schemas.ts';
import { cryptoClientMessage, notifyAfterAnswer } from './slack.ts';

export const createCryptoSignupNotificationHandler = defineFunction({
  name: 'crypto-signup-notification',
  schema: cryptoSignupBody,
  async run({ action: _action, ...client }, dependencies) {
    const created = await dependencies.store.createCryptoClient(client);
    notifyAfterAnswer(dependencies, {
      kind: 'crypto-client',
      key: created.id,
      text: cryptoClientMessage({ ...client, id: created.id }),
    });
    return { status: 200, body: { client: created } };
  },
});
