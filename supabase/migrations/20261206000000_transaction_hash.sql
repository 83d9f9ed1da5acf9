-- One payment proves one sign-up. A transaction was unique on its submission id only, so anyone could sign up and
-- send another customer's explorer link: the team's Slack message ("verify it, then activate") showed a real
-- payment of the right size. Each transaction now stores the hash its link names, normalised, and a (chain, hash)
-- is held once.
--
-- * private.transaction_hash_of(url, chain) reads the hash from a link as transactionHashOf() in
--   src/shared/cryptoLimits.ts does (tests/backend/transactionHash.test.ts compares the two on PostgreSQL): a link
--   `https://<explorer host>/tx/<hash>` with at most a query and a fragment after it; EVM hashes (ethereum, base)
--   are 0x and 64 hex digits, stored in lower case, Solana signatures 64 to 88 base58 characters, kept as written.
-- * Every new transaction stores the hash its link names (checked here, so the functions cannot store another).
-- * Rows stored before this migration get the hash of their link where it parses. Where two of them name the same
--   transaction, the earliest keeps it and the others stay null: they are kept for the team to look at, but hold
--   no claim on the payment. A link that does not parse leaves its row's hash null too.
-- * A second client's claim on a stored (chain, hash) is not stored as a transaction: update-crypto-transaction
--   records it in private.transaction_reuse_attempts (one row per submission) and its trigger queues one Slack
--   message about it, built from that row like every other message.
-- * The transaction link's pattern (crypto_transactions_url_format) is TRANSACTION_URL_PATTERN's new spelling,
--   which reads a long link in one pass instead of retrying every split of it.

create function private.transaction_hash_of(url text, chain text) returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  parts text[];
  host text;
  hash text;
begin
  -- The length before any pattern: TRANSACTION_URL_MAX.
  if url is null or pg_catalog.char_length(url) > 2048 then
    return null;
  end if;
  -- TRANSACTION_LINK_PATTERN.
  parts := pg_catalog.regexp_match(url, '^https://([^\s/?#@]{1,253})/tx/([0-9A-Za-z]{1,128})([?#]\S*)?$');
  if parts is null then
    return null;
  end if;
  host := pg_catalog.lower(parts[1]);
  hash := parts[2];
  -- TRANSACTION_EXPLORERS.
  if not (case chain
      when 'ethereum' then host in ('etherscan.io', 'www.etherscan.io')
      when 'solana' then host in ('solscan.io', 'www.solscan.io', 'explorer.solana.com')
      when 'base' then host in ('basescan.org', 'www.basescan.org')
      else false
    end) then
    return null;
  end if;
  if chain = 'solana' then
    -- SOLANA_SIGNATURE_PATTERN.
    return case when hash ~ '^[1-9A-HJ-NP-Za-km-z]{64,88}$' then hash end;
  end if;
  -- EVM_HASH_PATTERN.
  return case when hash ~ '^0x[0-9a-fA-F]{64}$' then pg_catalog.lower(hash) end;
end
$$;

revoke all on function private.transaction_hash_of(text, text) from public, anon, authenticated;

alter table public.crypto_transactions add column tx_hash text;

update public.crypto_transactions stored
set tx_hash = ranked.hash
from (
  select id, hash,
         row_number() over (partition by chain, hash order by created_at, id) as rank
  from (
    select id, chain, created_at, private.transaction_hash_of(transaction_url, chain) as hash
    from public.crypto_transactions) parsed
  where hash is not null) ranked
where stored.id = ranked.id and ranked.rank = 1;

alter table public.crypto_transactions
  add constraint crypto_transactions_chain_tx_hash_key unique (chain, tx_hash),
  -- NOT VALID: the rows above that lost their claim, or never had a parseable link, keep a null hash.
  add constraint crypto_transactions_tx_hash_of_url
    check (coalesce(tx_hash = private.transaction_hash_of(transaction_url, chain), false)) not valid,
  drop constraint crypto_transactions_url_format,
  add constraint crypto_transactions_url_format
    check (char_length(transaction_url) <= 2048 and transaction_url ~* '^https?://[^\s/?#]+([/?#]\S*)?$');

-- A client's submission of a transaction another client had already sent: refused, never a transaction, kept
-- so the team learns of it. The submission id is unique, so a replay of the refused submission is recorded (and
-- announced) once.
create table private.transaction_reuse_attempts (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.crypto_clients (id) on delete cascade,
  chain text not null,
  tx_hash text not null,
  transaction_url public.plain_text not null,
  submission_id uuid not null unique,
  created_at timestamptz not null default now()
);

create index transaction_reuse_attempts_client_id_idx on private.transaction_reuse_attempts (client_id);

alter table private.transaction_reuse_attempts enable row level security;
revoke all on table private.transaction_reuse_attempts from public, anon, authenticated;

-- Its Slack message goes through the queue like the others.
alter table private.slack_notifications
  add column transaction_reuse_id uuid unique references private.transaction_reuse_attempts (id) on delete cascade,
  drop constraint slack_notifications_kind_known,
  add constraint slack_notifications_kind_known
    check (kind in ('lead', 'crypto-client', 'crypto-transaction', 'transaction-reuse')),
  drop constraint slack_notifications_one_subject,
  add constraint slack_notifications_one_subject check (
    (kind = 'lead' and lead_id is not null and crypto_client_id is null and crypto_transaction_id is null
      and transaction_reuse_id is null)
    or (kind = 'crypto-client' and crypto_client_id is not null and lead_id is null and crypto_transaction_id is null
      and transaction_reuse_id is null)
    or (kind = 'crypto-transaction' and crypto_transaction_id is not null and lead_id is null
      and crypto_client_id is null and transaction_reuse_id is null)
    or (kind = 'transaction-reuse' and transaction_reuse_id is not null and lead_id is null
      and crypto_client_id is null and crypto_transaction_id is null)
  );

create or replace function private.enqueue_slack_notification() returns trigger
  language plpgsql
  -- anon inserts leads but holds no privilege on the queue: the trigger writes it as its owner.
  security definer
  set search_path = ''
as $$
begin
  case tg_table_name
    when 'leads' then
      insert into private.slack_notifications (kind, lead_id) values ('lead', new.id);
    when 'crypto_clients' then
      insert into private.slack_notifications (kind, crypto_client_id) values ('crypto-client', new.id);
    when 'crypto_transactions' then
      insert into private.slack_notifications (kind, crypto_transaction_id) values ('crypto-transaction', new.id);
    when 'transaction_reuse_attempts' then
      insert into private.slack_notifications (kind, transaction_reuse_id) values ('transaction-reuse', new.id);
  end case;
  return null;
end
$$;

revoke all on function private.enqueue_slack_notification() from public, anon, authenticated;

create trigger transaction_reuse_attempts_enqueue_slack_notification
  after insert on private.transaction_reuse_attempts
  for each row execute function private.enqueue_slack_notification();
