/** get-cryptoclient-data: what the transaction page shows (id and product), never personal data. */

import { defineFunction } from './http.ts';
import { getCryptoClientBody } from './schemas.ts';

export const createGetCryptoClientDataHandler = defineFunction({
  name: 'get-cryptoclient-data',
  schema: getCryptoClientBody,
  async run({ clientId }, { store }) {
    const client = await store.findCryptoClient(clientId);
    return client ? { status: 200, body: { data: client } } : { status: 404, error: 'Client not found' };
  },
});
