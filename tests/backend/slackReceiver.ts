/** A stand-in Slack incoming webhook on loopback that records what it receives and can be told to fail. */

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlackReceiver {
  url: string;
  /** Texts received, in order. */
  texts: string[];
  /** Status the webhook answers with (200 unless a test simulates an outage). */
  status: number;
  /** How long it takes to answer each message (0 unless a test simulates a slow Slack). */
  delayMs: number;
  /** Messages received and not yet answered. */
  pending: number;
  /** How many of the next messages get their connection cut after they arrived, instead of an answer. */
  dropNext: number;
  /** Stops listening: connections are refused, as when Slack cannot be reached at all. */
  refuse(): Promise<void>;
  /** Listens again, at the same address. */
  accept(): Promise<void>;
  close(): Promise<void>;
}

export async function startSlackReceiver(): Promise<SlackReceiver> {
  const receiver: SlackReceiver = {
    url: '',
    texts: [],
    status: 200,
    delayMs: 0,
    pending: 0,
    dropNext: 0,
    refuse: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    accept: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // a slow answer still pending is cut rather than waited for
      }),
  };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (receiver.dropNext > 0) {
        receiver.dropNext -= 1;
        req.socket.destroy();
        return;
      }
      // Status and delay as set when the message arrived; the text counts as received once answered 200.
      const { status, delayMs } = receiver;
      receiver.pending += 1;
      setTimeout(() => {
        receiver.pending -= 1;
        if (status === 200) receiver.texts.push((JSON.parse(body) as { text: string }).text);
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'error');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}/services/T000/B000/test`;
  return receiver;
}
