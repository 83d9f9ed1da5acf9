/**
 * Reads what went wrong in a `supabase.functions.invoke` call without importing supabase-js: its errors are
 * told apart by name, and an HTTP error carries the function's Response as `context`.
 */

export interface FunctionFailure {
  /** HTTP status of the function's answer; undefined when no answer arrived (offline, DNS, timeout). */
  status: number | undefined;
  /** The `error` text of the function's JSON answer, when it sent one. */
  serverMessage: string | undefined;
  /** The answer's `success` flag (update-crypto-transaction answers `{ success: false, error }`). */
  success: boolean | undefined;
  /** supabase-js's own description, e.g. 'Edge Function returned a non-2xx status code'. */
  clientMessage: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export async function describeFunctionError(error: unknown): Promise<FunctionFailure> {
  const clientMessage = error instanceof Error ? error.message : String(error);
  const context = isRecord(error) ? error.context : undefined;
  if (!(context instanceof Response))
    return { status: undefined, serverMessage: undefined, success: undefined, clientMessage };

  let body: unknown;
  try {
    body = await context.clone().json();
  } catch {
    body = undefined;
  }
  const serverMessage = isRecord(body) && typeof body.error === 'string' && body.error.trim() ? body.error : undefined;
  const success = isRecord(body) && typeof body.success === 'boolean' ? body.success : undefined;
  return { status: context.status, serverMessage, success, clientMessage };
}
