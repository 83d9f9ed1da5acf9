/**
 * One payment proves one sign-up: a transaction (chain and normalised hash) is stored once. A second client's claim
 * on it is answered 422 with the message the form shows for a link that is not the visitor's transaction, stores
 * nothing but the attempt, and reaches Slack once as a reuse attempt; the same client sending its own transaction
 * again succeeds without a second row or message. The database reads hashes from links as transactionHashOf() does.
 */

import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ChainId, explorerMessage, transactionHashOf } from '../../src/shared/cryptoLimits.ts';
import {
  describeOnEachDatabase,
  eventually,
  startTestBackend,
  STARTUP_TIMEOUT_MS,
  type TestBackend,
} from './harness.ts';
import { type SlackReceiver, startSlackReceiver } from './slackReceiver.ts';
import { basescanLink, etherscanLink, evmHash, solanaSignature, solscanLink } from './transactionLinks.ts';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

interface TransactionRow {
  client_id: string;
  chain: string;
  tx_hash: string | null;
  transaction_url: string;
  submission_id: string;
}

async function invoke(supabase: SupabaseClient, name: string, body: object): Promise<Answer> {
  const { data, error, response } = await supabase.functions.invoke(name, { body });
  if (error) {
    if (!response) throw error;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  return { status: response?.status ?? 200, body: data as Record<string, unknown> };
}

describeOnEachDatabase('one transaction, one sign-up', (variant) => {
  let backend: TestBackend;
  let slack: SlackReceiver;

  beforeAll(async () => {
    slack = await startSlackReceiver();
    backend = await startTestBackend(variant, { slackWebhookUrl: slack.url });
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend.close();
    await slack.close();
  }, STARTUP_TIMEOUT_MS);

  async function newClient(): Promise<string> {
    const answer = await invoke(backend.client(), 'crypto-signup-notification', {
      action: 'create_client',
      full_name: 'Ada Lovelace',
      email: `ada+${randomUUID()}@example.com`,
      company_name: 'Analytical Engines Ltd',
      vat_tax_number: null,
      business_address: '1 Engine Street',
      city: 'London',
      country: 'United Kingdom',
      postcode_zip: 'EC1A 1AA',
      product: 'reply-rocket-pro',
      terms_accepted: true,
    });
    expect(answer.status).toBe(200);
    return (answer.body.client as { id: string }).id;
  }

  const pay = (clientId: string, transactionUrl: string, walletSelected: ChainId, submissionId = randomUUID()) =>
    invoke(backend.client(), 'update-crypto-transaction', { clientId, transactionUrl, walletSelected, submissionId });

  const transactionsOf = async (clientId: string) =>
    (await backend.rows<TransactionRow>('crypto_transactions')).filter((row) => row.client_id === clientId);
  const slackAbout = (clientId: string) => slack.texts.filter((text) => text.includes(clientId));

  it('refuses a second client’s claim on a stored transaction with 422 and the form’s message, stores nothing, and tells Slack once', async () => {
    const first = await newClient();
    const second = await newClient();
    const hash = evmHash();
    expect(await pay(first, etherscanLink(hash), 'ethereum')).toEqual({ status: 200, body: { success: true } });

    // The same transaction in upper case, with a query: still the first client's payment.
    const claim = `https://www.etherscan.io/tx/0x${hash.slice(2).toUpperCase()}?utm=x`;
    const submissionId = randomUUID();
    const refused = await pay(second, claim, 'ethereum', submissionId);
    expect(refused).toEqual({ status: 422, body: { success: false, error: explorerMessage('ethereum') } });
    expect(refused.body.error).toBe('Please enter the https:// link to your transaction on Etherscan.');
    // A replay of the refused submission (its answer lost) is refused alike and recorded once.
    expect(await pay(second, claim, 'ethereum', submissionId)).toEqual(refused);

    expect(await transactionsOf(second)).toEqual([]);
    expect(await transactionsOf(first)).toEqual([
      expect.objectContaining({ chain: 'ethereum', tx_hash: hash, transaction_url: etherscanLink(hash) }),
    ]);
    const [attempts] = await backend.stack.database.query<{ count: number }>(
      'select count(*)::int as count from private.transaction_reuse_attempts where client_id = $1::uuid',
      [second],
    );
    expect(attempts?.count).toBe(1);

    const reuseAbout = (clientId: string) => slackAbout(clientId).filter((text) => text.includes('reuse'));
    await eventually(() => expect(reuseAbout(second)).toHaveLength(1));
    const [message] = reuseAbout(second);
    expect(message).toContain('*Transaction reuse attempt*');
    expect(message).toContain('• Chain: `ethereum`');
    expect(message).toContain(`• Hash: \`${hash}\``);
    expect(message).toContain(`• Link sent: \`${claim}\``);
    expect(message).toContain(`client ${first}`);
    // Never announced as a payment to verify and activate.
    expect(slack.texts.filter((text) => text.includes('Crypto payment submitted') && text.includes(second))).toEqual(
      [],
    );
    expect((await backend.slackLog()).filter((entry) => entry.kind === 'transaction-reuse')).toHaveLength(1);
  });

  it('answers success when a client sends its own transaction again under a new submission: one row, one message', async () => {
    const client = await newClient();
    const link = solscanLink();
    expect(await pay(client, link, 'solana')).toEqual({ status: 200, body: { success: true } });
    expect(await pay(client, `${link}?tab=overview`, 'solana')).toEqual({ status: 200, body: { success: true } });
    expect(await transactionsOf(client)).toHaveLength(1);
    await eventually(() =>
      expect(slackAbout(client).filter((text) => text.includes('Crypto payment'))).toHaveLength(1),
    );
    expect(slackAbout(client).filter((text) => text.includes('reuse'))).toEqual([]);
  });

  it('keeps Solana signatures as written: the same letters in another case are another transaction', async () => {
    const rest = solanaSignature().slice(3);
    const first = await newClient();
    const second = await newClient();
    expect(await pay(first, solscanLink(`abc${rest}`), 'solana')).toEqual({ status: 200, body: { success: true } });
    const sameLink = `https://explorer.solana.com/tx/abc${rest}?cluster=mainnet-beta`;
    expect((await pay(second, sameLink, 'solana')).status).toBe(422);
    expect(await pay(second, solscanLink(`ABC${rest}`), 'solana')).toEqual({ status: 200, body: { success: true } });
    expect((await transactionsOf(second)).map((row) => row.tx_hash)).toEqual([`ABC${rest}`]);
  });

  it('holds a (chain, hash) once in the database itself, and only the hash the link names', async () => {
    const client = await newClient();
    const hash = evmHash();
    expect(await pay(client, basescanLink(hash), 'base')).toEqual({ status: 200, body: { success: true } });
    // The same hash on another chain is another transaction.
    expect(await pay(client, etherscanLink(hash), 'ethereum')).toEqual({ status: 200, body: { success: true } });

    const insert = (url: string, txHash: string | null) =>
      backend.stack.database.query(
        `insert into public.crypto_transactions (client_id, transaction_url, chain, tx_hash, submission_id)
         values ($1::uuid, $2, 'base', $3, $4::uuid)`,
        [client, url, txHash, randomUUID()],
      );
    await expect(insert(basescanLink(hash), hash)).rejects.toMatchObject({ code: '23505' });
    await expect(insert(basescanLink(hash.toUpperCase().replace('0X', '0x')), hash)).rejects.toMatchObject({
      code: '23505',
    });
    const other = evmHash();
    await expect(insert(basescanLink(other), evmHash())).rejects.toMatchObject({ code: '23514' });
    await expect(insert(basescanLink(other), null)).rejects.toMatchObject({ code: '23514' });
    await expect(insert(`https://basescan.org/address/${other}`, other)).rejects.toMatchObject({ code: '23514' });
  });

  it('reads the hash from a link as transactionHashOf() does', async () => {
    const evm = evmHash();
    const signature = solanaSignature();
    const cases: [string, ChainId][] = [
      [etherscanLink(evm), 'ethereum'],
      [etherscanLink(evm.toUpperCase().replace('0X', '0x')), 'ethereum'],
      [`https://ETHERSCAN.io/tx/${evm}#eventlog`, 'ethereum'],
      [`https://etherscan.io/tx/${evm}/`, 'ethereum'],
      [`https://etherscan.io/tx/${evm}0`, 'ethereum'],
      [`https://etherscan.io/tx/${evm.slice(0, -1)}`, 'ethereum'],
      [`https://etherscan.io:443/tx/${evm}`, 'ethereum'],
      [`http://etherscan.io/tx/${evm}`, 'ethereum'],
      [`https://etherscan.io/tx/${evm} `, 'ethereum'],
      [`https://user@etherscan.io/tx/${evm}`, 'ethereum'],
      [basescanLink(evm), 'base'],
      [basescanLink(evm), 'ethereum'],
      [`https://www.basescan.org/tx/${evm}?a=1`, 'base'],
      [solscanLink(signature), 'solana'],
      [`https://explorer.solana.com/tx/${signature}?cluster=devnet`, 'solana'],
      [solscanLink(signature.slice(0, 63)), 'solana'],
      [solscanLink(`${signature}1`), 'solana'],
      [solscanLink(`${signature.slice(0, 70)}0`), 'solana'],
      [solscanLink(evm), 'solana'],
      [`https://etherscan.io/tx/${'a'.repeat(2048)}`, 'ethereum'],
      [`https://etherscan.io/tx/${evm}?${'a'.repeat(2048)}`, 'ethereum'],
    ];
    for (const [url, chain] of cases) {
      const [row] = await backend.stack.database.query<{ hash: string | null }>(
        'select private.transaction_hash_of($1, $2) as hash',
        [url, chain],
      );
      expect({ url, chain, hash: row?.hash }).toEqual({ url, chain, hash: transactionHashOf(url, chain) });
    }
    // Not a vacuous agreement: some links carry a transaction, some do not.
    const parsed = cases.map(([url, chain]) => transactionHashOf(url, chain));
    expect(parsed.filter((hash) => hash !== null).length).toBeGreaterThan(4);
    expect(parsed.filter((hash) => hash === null).length).toBeGreaterThan(4);
  });
});
