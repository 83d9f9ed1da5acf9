/** crypto-signup-notification: stores a crypto sign-up client, tells Slack, answers the new client's id. */

import { defineFunction } from './http.ts';
import { cryptoSignupBody } from './schemas.ts';
import { cryptoClientMessage } from './slack.ts';

export const createCryptoSignupNotificationHandler = defineFunction({
  name: 'crypto-signup-notification',
  schema: cryptoSignupBody,
  async run({ action: _action, ...client }, { store, notifier, log }) {
    const created = await store.createCryptoClient(client);
    try {
      await notifier.send({
        kind: 'crypto-client',
        key: created.id,
        text: cryptoClientMessage({ ...client, id: created.id }),
      });
    } catch (error) {
      // The client is stored; a lost Slack message must not cost the visitor their sign-up.
      log(`[crypto-signup-notification] Slack delivery failed for client ${created.id}: ${String(error)}`);
    }
    return { status: 200, body: { client: created } };
  },
});
