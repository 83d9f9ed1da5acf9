-- The vitals table's browser contexts take the names leads and crypto sign-ups store (src/lib/browserContext.ts
-- BROWSER_CONTEXTS): an app's own browser is now '<app>-inapp' ('x' becomes 'x-inapp', ...); 'webview',
-- 'installed' and 'browser' stay. Rows already stored are renamed, and the check then allows the new names only.

alter table public.vitals drop constraint vitals_context_known;

update public.vitals
  set context = context || '-inapp'
  where context in ('x', 'telegram', 'instagram', 'facebook', 'linkedin');

alter table public.vitals add constraint vitals_context_known check (
  context in ('x-inapp', 'telegram-inapp', 'instagram-inapp', 'facebook-inapp', 'linkedin-inapp', 'webview', 'installed', 'browser')
);

-- A page built before this change still sends the old names: an installed site runs its cached build until the
-- service worker's update takes over, so its first page views after a release would be refused. Renamed on the
-- way in instead; the check above still refuses anything else.
create function private.vitals_context_new_name() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.context in ('x', 'telegram', 'instagram', 'facebook', 'linkedin') then
    new.context := new.context || '-inapp';
  end if;
  return new;
end;
$$;

revoke all on function private.vitals_context_new_name() from public, anon, authenticated;

create trigger vitals_context_new_name
  before insert on public.vitals
  for each row execute function private.vitals_context_new_name();
