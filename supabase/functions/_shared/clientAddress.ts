/**
 * Which client a request counts as, for the per-client limits: the same rule as the database's lead limit
 * (migration *_client_address_header.sql), so both limits agree on who a client is.
 *
 * - A trusted header (CLIENT_ADDRESS_HEADER, e.g. `cf-connecting-ip` behind Cloudflare) is read only when the
 *   deployment names it: a proxy in front must set it over any value a client sends. Unset, no header a
 *   client could send is believed.
 * - Otherwise, or when that header does not hold an IP address, the last X-Forwarded-For entry: the one the
 *   gateway right in front of us appended for the peer it saw. Entries before it are the client's to choose.
 * - Only a value that parses as an IP address counts. IPv4 counts per address, IPv6 per /64 (one host gets a
 *   whole /64 and could otherwise take a fresh address per request).
 * Plain TypeScript without imports: Deno and Node load it as is.
 */

/** An IP address is at most 45 characters; a trusted header longer than this is refused, not truncated. */
export const CLIENT_ADDRESS_HEADER_MAX = 64;
/** Room for a long chain of proxies; a longer X-Forwarded-For is refused. */
export const FORWARDED_FOR_MAX = 1024;

export type ClientAddress = { key: string } | { key: null } | { oversized: string };

function ipv4Bytes(text: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return null;
  const bytes = match.slice(1).map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string): number[] | null => {
    if (half === '') return [];
    const groups: number[] = [];
    const parts = half.split(':');
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1 && part.includes('.')) {
        const v4 = ipv4Bytes(part);
        if (!v4) return null;
        groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
        groups.push(parseInt(part, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
}

/** The counting key of an IP address (IPv4 itself, IPv6 its /64), or null when `text` is not one. */
export function addressKey(text: string | null | undefined): string | null {
  const value = text?.trim() ?? '';
  if (value === '' || value.length > 45) return null;
  const v4 = ipv4Bytes(value);
  if (v4) return v4.join('.');
  const groups = ipv6Groups(value);
  if (!groups) return null;
  // An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is that IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The /48 network an IPv6 counting key lies in ('2001:db8:1::/48' for '2001:db8:1:2::/64'), or null for an IPv4 key:
 * one customer of many providers holds a whole /48, so per-/64 counting alone gives them 65,536 counters.
 */
export function networkKey48(key: string | null): string | null {
  if (key === null || !key.endsWith('::/64')) return null;
  return `${key.slice(0, -'::/64'.length).split(':').slice(0, 3).join(':')}::/48`;
}

/** Who `headers` count as, given the deployment's trusted header (lower-case name, or null for none). */
export function clientAddress(headers: Headers, trustedHeader: string | null): ClientAddress {
  const trusted = trustedHeader ? headers.get(trustedHeader) : null;
  if (trusted !== null && trusted.length > CLIENT_ADDRESS_HEADER_MAX) return { oversized: trustedHeader! };
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded !== null && forwarded.length > FORWARDED_FOR_MAX) return { oversized: 'x-forwarded-for' };
  return { key: addressKey(trusted) ?? addressKey(forwarded?.split(',').pop()) };
}
