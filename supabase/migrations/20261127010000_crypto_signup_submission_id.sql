-- A crypto sign-up carries the browser's id for the submission (crypto-signup-notification's `submissionId`),
-- as a transaction already does (crypto_transactions.submission_id): when the answer is lost and the browser
-- sends the same submission again, the function finds the client the first call created and answers it,
-- instead of creating (and announcing in Slack) a second one.
--
-- Nullable: clients stored before this migration have no id, nor do callers that send none (the function then
-- creates a client per call, as before). A unique constraint ignores nulls, so only real ids are held unique;
-- it is also what two simultaneous calls with one id meet: one inserts, the other reads the winner's row.
alter table public.crypto_clients
  add column submission_id uuid
    constraint crypto_clients_submission_id_key unique;

-- The column is the functions' alone, like the rest of the table. anon and authenticated hold no table-level
-- privilege on crypto_clients (20250101000000), so they gain none on the new column; said again here so this
-- migration stands on its own should a grant ever be added in between.
revoke all on table public.crypto_clients from anon, authenticated;
