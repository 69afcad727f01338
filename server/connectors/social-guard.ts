// The SSRF guard of the one connector whose address comes from a stored row (a social account's
// endpoint) rather than from the environment. An address is refused when it is not plain
// http(s), carries credentials, or names (literally or through DNS) a loopback, private,
// link-local, carrier-grade NAT, multicast or reserved address. The DNS check runs inside the
// connection's own lookup, so the address checked is the address connected to (no rebinding
// window). Origins listed in SOCIAL_ALLOWED_ORIGINS (the operator's, e.g. an internal gateway or a
// test stand-in) skip the address check.
import dns from 'node:dns';
import net from 'node:net';

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address an outside service may have; IPv4-mapped IPv6 is judged by its IPv4 part. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = net.isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const allowedOrigins = (): Set<string> =>
  new Set(
    (process.env.SOCIAL_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
  );

/** Why `text` may not be an endpoint, without touching the network (null when it may). */
export function endpointProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not an address';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https addresses';
  if (url.username || url.password) return 'no user name or password in the address';
  if (allowedOrigins().has(url.origin)) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (net.isIP(host)) return isPublicAddress(host) ? null : `internal address ${host}`;
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    !host.includes('.')
  )
    return `internal host name ${host}`;
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http.request that refuses host names resolving to any non-public address. */
export function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const internal = addresses.find(({ address }) => !isPublicAddress(address));
    if (internal || addresses.length === 0)
      return callback(
        Object.assign(new Error(`${hostname} resolves to an internal address`), { code: 'EREFUSED' }),
        '',
      );
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}
