import type { TAccessIpTypeCd } from '@portal/contract';
import ipaddr from 'ipaddr.js';

type TAddr = ipaddr.IPv4 | ipaddr.IPv6;
/** A network and its prefix length; an exact address is a /32 or /128. */
export type TIpRule = readonly [TAddr, number];
/** The compiled allow-list; `empty` when the table has no active row (bootstrap, SECURITY 14). */
export type TAllowList = { rules: TIpRule[]; empty: boolean };
export type TAccessIpEntry = { ipTypeCd: TAccessIpTypeCd; ipAddr: string };

const fullPrefix = (addr: TAddr) => (addr.kind() === 'ipv4' ? 32 : 128);

/** An address or CIDR as a rule; undefined when it does not parse. IPv4-mapped IPv6 reads as IPv4. */
export function toRule(entry: string): TIpRule | undefined {
  try {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const addr = ipaddr.process(entry);
    return [addr, fullPrefix(addr)];
  } catch {
    return undefined;
  }
}

/** The client's address, '::ffff:10.0.0.1' read as '10.0.0.1'; undefined when it is no address. */
export function parseClientIp(ip: string | undefined): TAddr | undefined {
  try {
    return ip ? ipaddr.process(ip) : undefined;
  } catch {
    return undefined;
  }
}

/** The address as the admin page shows it (IPv4-mapped IPv6 as IPv4, IPv6 compressed). */
export const displayIp = (ip: string): string => parseClientIp(ip)?.toString() ?? ip;

/** The stored form of an entry already checked by the contract, so '0:0::1' and '::1' are one entry. */
export function canonicalEntry(ipTypeCd: TAccessIpTypeCd, ipAddr: string): string {
  if (ipTypeCd === 'IPV4') return ipAddr;
  if (ipTypeCd === 'IPV6') return ipaddr.parse(ipAddr).toString();
  const [addr, prefix] = ipaddr.parseCIDR(ipAddr);
  return `${addr.toString()}/${prefix}`;
}

export function compileAllowList(entries: readonly TAccessIpEntry[]): TAllowList {
  const rules = entries.map((e) => toRule(e.ipAddr)).filter((rule) => rule !== undefined);
  return { rules, empty: entries.length === 0 };
}

/** ADMIN_ALLOWED_IPS, checked at start: a typo must not silently remove the recovery path. */
export function compileAlwaysAllowed(entries: readonly string[]): TIpRule[] {
  return entries.map((entry) => {
    const rule = toRule(entry);
    if (!rule) throw new Error(`ADMIN_ALLOWED_IPS: '${entry}' 은(는) 올바른 IP 주소 또는 CIDR가 아닙니다. (not an IP address or CIDR)`);
    return rule;
  });
}

const LOOPBACK: TIpRule[] = [toRule('127.0.0.1')!, toRule('::1')!];

const matches = (addr: TAddr, rules: readonly TIpRule[]) => rules.some(([net, bits]) => addr.kind() === net.kind() && addr.match(net, bits));

/**
 * SECURITY 14: an address is allowed when ADMIN_ALLOWED_IPS (the recovery path) or an active entry
 * matches it; while the list has no active entry, only loopback is, so a fresh install is reachable
 * from the machine itself and never from the whole world.
 */
export function isAllowed(ip: string | undefined, list: TAllowList, always: readonly TIpRule[]): boolean {
  const addr = parseClientIp(ip);
  if (!addr) return false;
  return matches(addr, always) || matches(addr, list.empty ? LOOPBACK : list.rules);
}
