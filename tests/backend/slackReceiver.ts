/** A stand-in Slack incoming webhook on loopback that records what it receives and can be told to fail. */

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlackReceiver {
  url: string;
  /** Texts received, in order. */
  texts: string[];
  /** Status the webhook answers with (200 unless a test simulates an outage). */
  status: number;
  close(): Promise<void>;
}

export async function startSlackReceiver(): Promise<SlackReceiver> {
  const receiver: SlackReceiver = {
    url: '',
    texts: [],
    status: 200,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (receiver.status === 200) receiver.texts.push((JSON.parse(body) as { text: string }).text);
      res.writeHead(receiver.status, { 'content-type': 'text/plain' }).end(receiver.status === 200 ? 'ok' : 'error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/T000/B000/test`;
  return receiver;
}
