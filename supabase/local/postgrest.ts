/**
 * The part of PostgREST the site relies on: inserts exactly as supabase-js sends them (object or array body,
 * `columns` query, `Prefer: return=…`, `on_conflict` with `resolution=…`), plus select/update/delete with
 * simple filters so tests can show that the anon role is refused. Every request runs in one transaction as
 * the caller's role with `request.jwt.claims` set, as PostgREST does, so the database itself enforces grants
 * and row-level security. Errors use PostgREST's JSON and status codes.
 */

import { readCappedText } from '../functions/_shared/http.ts';
import type { SqlParameter } from '../functions/_shared/store.ts';
import type { LocalDatabase } from './database.ts';

const MAX_BODY_BYTES = 1024 * 1024;
const FILTER_OPERATORS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const RESERVED_PARAMS = new Set(['select', 'columns', 'on_conflict', 'limit', 'offset']);

export interface TableInfo {
  columns: Set<string>;
  primaryKey: string[];
}

/** Tables of the exposed `public` schema, read once at start like PostgREST's schema cache. */
export type SchemaCache = Map<string, TableInfo>;

export async function loadSchemaCache(db: LocalDatabase): Promise<SchemaCache> {
  const rows = await db.query<{ table_name: string; column_name: string; is_key: boolean }>(
    `select cls.relname::text as table_name, att.attname::text as column_name,
            coalesce(att.attnum = any (idx.indkey::int2[]), false) as is_key
     from pg_class cls
     join pg_namespace ns on ns.oid = cls.relnamespace and ns.nspname = 'public'
     join pg_attribute att on att.attrelid = cls.oid and att.attnum > 0 and not att.attisdropped
     left join pg_index idx on idx.indrelid = cls.oid and idx.indisprimary
     where cls.relkind in ('r', 'p', 'v')
     order by cls.relname, att.attnum`,
    [],
  );
  const cache: SchemaCache = new Map();
  for (const row of rows) {
    const table = cache.get(row.table_name) ?? { columns: new Set<string>(), primaryKey: [] };
    table.columns.add(row.column_name);
    if (row.is_key) table.primaryKey.push(row.column_name);
    cache.set(row.table_name, table);
  }
  return cache;
}

interface PostgrestErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

/** A request PostgREST would refuse before reaching the database. */
class RestRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

function errorResponse(status: number, body: PostgrestErrorBody): Response {
  return Response.json(body, { status });
}

/** PostgREST's mapping of SQLSTATE to HTTP status, for a request made with the anon role. */
function statusForSqlState(code: string): number {
  // `raise sqlstate 'PT429'` picks the status itself (PostgREST: 500 when the rest is not a number); statuses
  // a fetch Response cannot carry (below 200) become 500 here too.
  const chosen = /^PT(\d{3})$/.exec(code)?.[1];
  if (chosen !== undefined) return Number(chosen) >= 200 && Number(chosen) <= 599 ? Number(chosen) : 500;
  if (code.startsWith('PT')) return 500;
  if (code === '42501') return 401; // PostgREST answers 403 only when the JWT carries a logged-in role
  if (code === '23503' || code === '23505') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === '42P17') return 500;
  if (code === 'P0001' || code === '21000' || /^(22|23|42)/.test(code)) return 400;
  if (/^(08|53)/.test(code)) return 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  return 500;
}

function isPostgresError(error: unknown): error is { code: string; message: string; detail?: string; hint?: string } {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parsePrefer(header: string | null): Map<string, string> {
  const preferences = new Map<string, string>();
  for (const item of (header ?? '').split(',')) {
    const [name = '', value = ''] = item.split('=').map((part) => part.trim());
    if (name) preferences.set(name, value);
  }
  return preferences;
}

function knownColumn(tableName: string, table: TableInfo, column: string): string {
  if (!table.columns.has(column)) {
    throw new RestRequestError(400, '42703', `column ${tableName}.${column} does not exist`);
  }
  return quote(column);
}

/** The body's keys must be columns of the table (PostgREST checks its schema cache before the database). */
function requireColumns(tableName: string, table: TableInfo, columns: string[]): void {
  const unknown = columns.find((column) => !table.columns.has(column));
  if (unknown !== undefined) {
    throw new RestRequestError(
      400,
      'PGRST204',
      `Could not find the '${unknown}' column of '${tableName}' in the schema cache`,
    );
  }
}

function selectList(url: URL, tableName: string, table: TableInfo): string {
  const select = url.searchParams.get('select') ?? '*';
  if (select === '*') return '*';
  return select
    .split(',')
    .map((column) => knownColumn(tableName, table, column.trim()))
    .join(', ');
}

/** `col=op.value` query parameters as a WHERE clause over the alias `t`; values become parameters. */
function whereClause(url: URL, tableName: string, table: TableInfo, params: SqlParameter[]): string {
  const conditions: string[] = [];
  for (const [column, filter] of url.searchParams) {
    if (RESERVED_PARAMS.has(column)) continue;
    const target = `t.${knownColumn(tableName, table, column)}`;
    const [, operator = '', value = ''] = /^(\w+)\.(.*)$/s.exec(filter) ?? [];
    const sqlOperator = FILTER_OPERATORS[operator];
    if (sqlOperator) {
      params.push(value);
      conditions.push(`${target} ${sqlOperator} $${params.length}`);
    } else if (operator === 'is' && ['null', 'true', 'false', 'unknown'].includes(value)) {
      conditions.push(`${target} is ${value}`);
    } else {
      throw new RestRequestError(400, 'PGRST100', `failed to parse filter (${filter})`, 'unsupported operator');
    }
  }
  return conditions.length ? ` where ${conditions.join(' and ')}` : '';
}

function pageClause(url: URL): string {
  let clause = '';
  for (const name of ['limit', 'offset'] as const) {
    const value = url.searchParams.get(name);
    if (value === null) continue;
    if (!/^\d+$/.test(value)) throw new RestRequestError(400, 'PGRST100', `"${value}" is not a valid ${name}`);
    clause += ` ${name} ${value}`;
  }
  return clause;
}

async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new RestRequestError(
      415,
      'PGRST107',
      `The Content-Type "${type ?? ''}" is not supported`,
      null,
      'Send application/json',
    );
  }
  let text: string | null;
  try {
    text = await readCappedText(request, MAX_BODY_BYTES);
  } catch {
    throw new RestRequestError(400, 'PGRST102', 'Empty or invalid json');
  }
  if (text === null) {
    throw new RestRequestError(413, 'PGRST413', 'Payload too large', 'The local stack accepts bodies up to 1 MB');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new RestRequestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

interface Statement {
  sql: string;
  params: SqlParameter[];
  status: number;
  /** Whether the statement yields a `body` column to send back. */
  returnsBody: boolean;
}

/** Wraps a write so it returns the changed rows as PostgREST's JSON array (needs SELECT, as in PostgREST). */
function representation(write: string, columns: string): string {
  return `with changed as (${write} returning t.*)
          select coalesce(json_agg(r), '[]')::text as body from (select ${columns} from changed) r`;
}

async function insertStatement(
  request: Request,
  url: URL,
  tableName: string,
  table: TableInfo,
  prefer: Map<string, string>,
): Promise<Statement> {
  const body = await readJsonBody(request);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) throw new RestRequestError(400, 'PGRST102', 'Empty or invalid json');
  const columnsParam = url.searchParams.get('columns');
  const columns =
    columnsParam === null
      ? Object.keys(rows[0] ?? {})
      : columnsParam.split(',').map((column) => column.trim().replace(/^"(.*)"$/, '$1'));
  if (columnsParam === null) {
    // Without `columns`, PostgREST takes the first object's keys and insists the others match.
    const expected = JSON.stringify([...columns].sort());
    if (rows.some((row) => JSON.stringify(Object.keys(row).sort()) !== expected)) {
      throw new RestRequestError(400, 'PGRST102', 'All object keys must match');
    }
  }
  requireColumns(tableName, table, columns);
  const wantsBody = prefer.get('return') === 'representation';
  if (rows.length === 0) return { sql: `select '[]'::text as body`, params: [], status: 201, returnsBody: wantsBody };

  const target = `public.${quote(tableName)}`;
  const list = columns.map(quote).join(', ');
  let sql =
    columns.length === 0
      ? `insert into ${target} as t select from json_array_elements($1::json)`
      : `insert into ${target} as t (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)`;

  const resolution = prefer.get('resolution');
  if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
    const conflictTarget =
      url.searchParams
        .get('on_conflict')
        ?.split(',')
        .map((column) => column.trim()) ?? table.primaryKey;
    const targetList = conflictTarget.map((column) => knownColumn(tableName, table, column)).join(', ');
    const updates = columns.map((column) => `${quote(column)} = excluded.${quote(column)}`).join(', ');
    const action = resolution === 'ignore-duplicates' || !updates ? 'do nothing' : `do update set ${updates}`;
    sql += ` on conflict (${targetList}) ${action}`;
  }

  const params: SqlParameter[] = [JSON.stringify(rows)];
  return wantsBody
    ? { sql: representation(sql, selectList(url, tableName, table)), params, status: 201, returnsBody: true }
    : { sql, params, status: 201, returnsBody: false };
}

async function updateStatement(
  request: Request,
  url: URL,
  tableName: string,
  table: TableInfo,
  prefer: Map<string, string>,
): Promise<Statement> {
  const body = await readJsonBody(request);
  if (!isPlainObject(body)) throw new RestRequestError(400, 'PGRST102', 'Empty or invalid json');
  const columns = Object.keys(body);
  requireColumns(tableName, table, columns);
  const target = `public.${quote(tableName)}`;
  const params: SqlParameter[] = [JSON.stringify(body)];
  const assignments = columns.map((column) => `${quote(column)} = r.${quote(column)}`).join(', ');
  const where = whereClause(url, tableName, table, params);
  const wantsBody = prefer.get('return') === 'representation';
  if (!assignments) {
    return { sql: `select '[]'::text as body`, params: [], status: wantsBody ? 200 : 204, returnsBody: wantsBody };
  }
  const sql = `update ${target} as t set ${assignments} from json_populate_record(null::${target}, $1::json) as r${where}`;
  return wantsBody
    ? { sql: representation(sql, selectList(url, tableName, table)), params, status: 200, returnsBody: true }
    : { sql, params, status: 204, returnsBody: false };
}

function deleteStatement(url: URL, tableName: string, table: TableInfo, prefer: Map<string, string>): Statement {
  const params: SqlParameter[] = [];
  const sql = `delete from public.${quote(tableName)} as t${whereClause(url, tableName, table, params)}`;
  return prefer.get('return') === 'representation'
    ? { sql: representation(sql, selectList(url, tableName, table)), params, status: 200, returnsBody: true }
    : { sql, params, status: 204, returnsBody: false };
}

function selectStatement(url: URL, tableName: string, table: TableInfo): Statement {
  const params: SqlParameter[] = [];
  const rows = `select ${selectList(url, tableName, table)} from public.${quote(tableName)} as t${whereClause(url, tableName, table, params)}${pageClause(url)}`;
  return {
    sql: `select coalesce(json_agg(r), '[]')::text as body from (${rows}) r`,
    params,
    status: 200,
    returnsBody: true,
  };
}

export interface RestHandlerOptions {
  db: LocalDatabase;
  tables: SchemaCache;
  /** The caller's JWT claims; `role` is the database role the request runs as. */
  claims: { role: string } & Record<string, unknown>;
}

/** Handles `/rest/v1/<path>`; `path` is what follows `/rest/v1`. */
export function createRestHandler({ db, tables, claims }: RestHandlerOptions) {
  const claimsJson = JSON.stringify(claims);

  async function statementFor(request: Request, url: URL, path: string): Promise<Statement> {
    const segments = path.split('/').filter(Boolean);
    if (segments[0] === 'rpc') {
      throw new RestRequestError(
        404,
        'PGRST202',
        `Could not find the function public.${segments[1] ?? ''} in the schema cache`,
      );
    }
    if (segments.length !== 1) throw new RestRequestError(404, 'PGRST125', 'Invalid path specified in request URL');
    const reads = request.method === 'GET' || request.method === 'HEAD';
    const profile = request.headers.get(reads ? 'accept-profile' : 'content-profile');
    if (profile !== null && profile !== 'public') {
      throw new RestRequestError(
        406,
        'PGRST106',
        `Invalid schema: ${profile}`,
        null,
        'Only the following schemas are exposed: public',
      );
    }
    const tableName = decodeURIComponent(segments[0] ?? '');
    const table = tables.get(tableName);
    if (!table) {
      throw new RestRequestError(404, 'PGRST205', `Could not find the table 'public.${tableName}' in the schema cache`);
    }
    const prefer = parsePrefer(request.headers.get('prefer'));
    switch (request.method) {
      case 'GET':
      case 'HEAD':
        return selectStatement(url, tableName, table);
      case 'POST':
        return insertStatement(request, url, tableName, table, prefer);
      case 'PATCH':
        return updateStatement(request, url, tableName, table, prefer);
      case 'DELETE':
        return deleteStatement(url, tableName, table, prefer);
      default:
        throw new RestRequestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
    }
  }

  return async (request: Request, path: string): Promise<Response> => {
    const url = new URL(request.url);
    let statement: Statement;
    try {
      statement = await statementFor(request, url, path);
    } catch (error) {
      if (error instanceof RestRequestError) {
        const { status, code, message, details, hint } = error;
        return errorResponse(status, { code, details, hint, message });
      }
      if (error instanceof URIError) {
        return errorResponse(400, {
          code: 'PGRST125',
          details: null,
          hint: null,
          message: 'Invalid path specified in request URL',
        });
      }
      throw error;
    }

    let rows: { body?: string }[];
    try {
      rows = await db.transaction(async (session) => {
        // As PostgREST does: the request's headers (lower-case names) as JSON, which the lead limit's trigger
        // reads the client's address from.
        await session.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.method', $3, true), set_config('request.path', $4, true),
                  set_config('request.headers', $5, true)`,
          [claims.role, claimsJson, request.method, url.pathname, JSON.stringify(Object.fromEntries(request.headers))],
        );
        return session.query<{ body?: string }>(statement.sql, statement.params);
      });
    } catch (error) {
      if (!isPostgresError(error)) throw error;
      return errorResponse(statusForSqlState(error.code), {
        code: error.code,
        details: error.detail ?? null,
        hint: error.hint ?? null,
        message: error.message,
      });
    }

    if (!statement.returnsBody) {
      return new Response(null, { status: statement.status, headers: { 'content-range': '*/*' } });
    }
    const body = request.method === 'HEAD' ? null : (rows[0]?.body ?? '[]');
    return new Response(body, {
      status: statement.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
}
