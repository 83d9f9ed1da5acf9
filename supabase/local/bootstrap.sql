-- What a hosted Supabase project has before any migration runs, recreated for the local stack's PGlite or a
-- plain PostgreSQL server. Never part of supabase/migrations: on a real project these already exist.
-- Idempotent: it runs on every start.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Hosted projects hand every new object in `public` to the API roles; the migrations must take back what
-- anon should not have, and this makes the local stack prove that they do.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- The same bookkeeping table the Supabase CLI uses, so a database shared with `supabase start` agrees.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text primary key, name text);
