-- A lead's project/handle must show something: btrim() keeps zero-width characters, so a lone zero-width
-- space (or a bare '@', or '@' + a BOM) passed leads_project_length and reached Slack as an empty handle.
-- The pattern is EMPTY_HANDLE_PATTERN of supabase/functions/_shared/limits.ts, which the forms check too
-- ('Project/KOL XHandle is required'); tests/backend/limitsMatchMigration.test.ts keeps the two equal.
-- NOT VALID: rows stored before this migration stay as they are; every new or updated row is checked.
alter table public.leads
  add constraint leads_project_visible check (project !~ '^@?[\s\u200b-\u200d\u2060\ufeff]*$') not valid;
