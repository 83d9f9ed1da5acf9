/**
 * Payload versions. An item waits on the device across deploys (days, offline), so the app that sends it may
 * be newer than the one that wrote it. Each item records the version its payload was written in (`v`); before
 * sending, the steps below bring it to this app's version. An item written by a newer app (an old worker or
 * tab still running after a deploy) is left for a flusher that knows its shape.
 */
import type { OutboxItem, SubmissionKind } from './types.ts';

/** The version `submit()` writes. Version 0 (items without `v`) has the same shape as version 1. */
export const PAYLOAD_VERSION = 1;

/** Per kind, step `n` turns a version-`n` payload into version `n + 1`; a missing step keeps the shape. */
export type PayloadMigrations = Partial<Record<SubmissionKind, ((payload: unknown) => unknown)[]>>;

const unchanged = (payload: unknown) => payload;

/** Every change of a payload's shape adds a step here (and raises PAYLOAD_VERSION). */
export const payloadMigrations: PayloadMigrations = {
  // 0 → 1: a lead, as before versions. Columns added to `leads` since are nullable: an older item simply
  // lacks them and its row stores null there, so they needed no step.
  lead: [unchanged],
  transaction: [unchanged], // 0 → 1: a TransactionPayload, as before versions
  consent: [unchanged], // written at version 1 from the start: a ConsentEvent
};

export interface PayloadVersions {
  version: number;
  migrations: PayloadMigrations;
}

export const currentPayloads: PayloadVersions = { version: PAYLOAD_VERSION, migrations: payloadMigrations };

/** Written by a newer app than this one: not ours to send. */
export function isFromNewerApp(item: OutboxItem, { version }: PayloadVersions = currentPayloads): boolean {
  return (item.v ?? 0) > version;
}

/** The item with its payload in this app's version (the stored item is left as it was written). */
export function upgradePayload(
  item: OutboxItem,
  { version, migrations }: PayloadVersions = currentPayloads,
): OutboxItem {
  let { payload, v = 0 } = item;
  if (v === version) return item;
  const steps = migrations[item.kind] ?? [];
  for (; v < version; v += 1) payload = (steps[v] ?? unchanged)(payload);
  return { ...item, payload, v };
}
