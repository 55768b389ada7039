import { z } from 'zod';
import { ZAuditFields, ZId, ZUseYn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { VALIDATION_MESSAGES, zField } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { codeKeys, emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';

/** SECURITY 14: the kinds of entry of the admin realm's access-IP allow-list. */
export const ACCESS_IP_TYPE = { IPV4: 'IPv4', IPV6: 'IPv6', CIDR: 'CIDR(대역)' } as const;
export type TAccessIpTypeCd = keyof typeof ACCESS_IP_TYPE;

/** spec §5 'IP must be in the correct form for its type', and the allow-list's own rules. */
export const ACCESS_IP_MESSAGES = {
  ipv4: 'IPv4 주소 형식이 올바르지 않습니다. (예: 192.168.0.1)',
  ipv6: 'IPv6 주소 형식이 올바르지 않습니다. (예: 2001:db8::1)',
  ipv4AsIpv6: 'IPv4 주소는 IPv4 유형으로 등록해 주세요.',
  cidr: 'CIDR 형식이 올바르지 않습니다. (예: 10.0.0.0/8, 2001:db8::/32)',
  cidrPrefix: (max: number) => `네트워크 접두사 길이는 0~${max} 사이여야 합니다.`,
  cidrHostBits: '네트워크 주소로 입력해 주세요. (예: 192.168.0.0/24)',
  typeRequired: '유형을 선택해 주세요.',
  duplicate: '이미 등록된 IP입니다.',
  selfLockout: '현재 접속한 IP가 허용 목록에서 제외되어 변경할 수 없습니다.',
} as const;

/** Four decimal octets 0-255 without leading zeros (010 could be read as octal). */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/** Eight 16-bit groups, '::' and a trailing dotted IPv4 allowed; zone ids are not. */
export function parseIpv6(text: string): number[] | null {
  if (!/^[0-9A-Fa-f:.]+$/.test(text)) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string, isLast: boolean): number[] | null => {
    if (half === '') return [];
    const tokens = half.split(':');
    const out: number[] = [];
    for (const [i, token] of tokens.entries()) {
      if (token.includes('.')) {
        const v4 = isLast && i === tokens.length - 1 ? parseIpv4(token) : null;
        if (!v4) return null;
        out.push(v4[0]! * 256 + v4[1]!, v4[2]! * 256 + v4[3]!);
      } else if (/^[0-9A-Fa-f]{1,4}$/.test(token)) {
        out.push(parseInt(token, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groupsOf(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? groupsOf(halves[1]!, true) : [];
  if (!head || !tail) return null;
  const count = head.length + tail.length;
  if (halves.length === 1) return count === 8 ? head : null;
  // '::' stands for at least one zero group
  return count <= 7 ? [...head, ...Array<number>(8 - count).fill(0), ...tail] : null;
}

const isIpv4Mapped = (groups: number[]) => groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;

/** True when every bit after the prefix is zero (groups of `width` bits). */
function hostBitsZero(groups: number[], width: number, prefix: number): boolean {
  return groups.every((g, i) => {
    const before = i * width;
    if (before >= prefix) return g === 0;
    const hostBits = Math.max(0, before + width - prefix);
    return (g & ((1 << hostBits) - 1)) === 0;
  });
}

function checkCidr(value: string): string | undefined {
  const [addr = '', prefixText, extra] = value.split('/');
  if (prefixText === undefined || extra !== undefined || !/^(0|[1-9]\d{0,2})$/.test(prefixText)) return ACCESS_IP_MESSAGES.cidr;
  const v4 = parseIpv4(addr);
  const v6 = v4 ? null : parseIpv6(addr);
  if (!v4 && (!v6 || isIpv4Mapped(v6))) return ACCESS_IP_MESSAGES.cidr;
  const [groups, width, max] = v4 ? [v4, 8, 32] : [v6!, 16, 128];
  const prefix = Number(prefixText);
  if (prefix > max) return ACCESS_IP_MESSAGES.cidrPrefix(max);
  return hostBitsZero(groups, width, prefix) ? undefined : ACCESS_IP_MESSAGES.cidrHostBits;
}

/** spec §5: the message of an address not in the form of its type, or undefined. */
export function checkAccessIp(ipTypeCd: TAccessIpTypeCd, value: string): string | undefined {
  const text = value.trim();
  if (ipTypeCd === 'IPV4') return parseIpv4(text) ? undefined : ACCESS_IP_MESSAGES.ipv4;
  if (ipTypeCd === 'IPV6') {
    if (parseIpv4(text)) return ACCESS_IP_MESSAGES.ipv4AsIpv6;
    const groups = parseIpv6(text);
    if (!groups) return ACCESS_IP_MESSAGES.ipv6;
    // the guard reads an IPv4-mapped client address as IPv4, so such an entry would never match
    return isIpv4Mapped(groups) ? ACCESS_IP_MESSAGES.ipv4AsIpv6 : undefined;
  }
  return checkCidr(text);
}

export const ZAccessIpTypeCd = z.enum(codeKeys(ACCESS_IP_TYPE), { error: ACCESS_IP_MESSAGES.typeRequired });

/** POST /api/accessIp and PUT /api/accessIp/:accessIpId. */
export const ZAccessIpSave = z
  .object({
    ipTypeCd: ZAccessIpTypeCd,
    ipAddr: z.string({ error: VALIDATION_MESSAGES.required() }).trim().min(1, VALIDATION_MESSAGES.required()).max(50, VALIDATION_MESSAGES.max(50)),
    ipExpln: zField({ max: 100 }),
    useYn: ZUseYn,
  })
  .superRefine((value, ctx) => {
    const message = checkAccessIp(value.ipTypeCd, value.ipAddr);
    if (message) ctx.addIssue({ code: 'custom', path: ['ipAddr'], message });
  });
export type TAccessIpSave = z.infer<typeof ZAccessIpSave>;

export const ZAccessIpListQuery = z.object({
  ...ZPageQuery.shape,
  searchWrd: zSearchWrd().describe('part of the address or its description'),
  ipTypeCd: emptyAsUndefined(z.enum(codeKeys(ACCESS_IP_TYPE))),
  useYn: emptyAsUndefined(ZYn),
});
export type TAccessIpListQuery = z.infer<typeof ZAccessIpListQuery>;

export const ZAccessIpParams = z.object({ accessIpId: ZId });

export const ZAccessIpItem = z.object({
  accessIpId: z.number().int(),
  ipTypeCd: z.enum(codeKeys(ACCESS_IP_TYPE)),
  ipAddr: z.string(),
  ipExpln: z.string().nullable(),
  useYn: ZYn,
  ...ZAuditFields,
});
export type TAccessIpItem = z.infer<typeof ZAccessIpItem>;

export const ZAccessIpListResponse = zPageOf(ZAccessIpItem).extend({
  clientIp: z.string().describe('the address this request came from, as the guard sees it'),
});
export type TAccessIpListResponse = z.infer<typeof ZAccessIpListResponse>;
