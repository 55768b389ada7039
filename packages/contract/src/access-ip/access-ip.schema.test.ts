import { expect, test } from 'vitest';
import { ACCESS_IP_MESSAGES as M, checkAccessIp, parseIpv6, ZAccessIpSave } from './access-ip.schema.js';

test('IPV4 takes a dotted quad only', () => {
  for (const ok of ['10.0.0.1', '0.0.0.0', '255.255.255.255']) expect(checkAccessIp('IPV4', ok)).toBeUndefined();
  for (const bad of ['10.0.0', '10.0.0.256', '010.0.0.1', '10.0.0.1/32', '::1', '1.2.3.4.5', 'a.b.c.d']) expect(checkAccessIp('IPV4', bad)).toBe(M.ipv4);
});

test('IPV6 takes an IPv6 address only; an IPv4 (mapped or not) belongs to IPV4', () => {
  for (const ok of ['::1', '2001:db8::1', 'fe80::1:2:3:4', '1:2:3:4:5:6:7:8', '::', '64:ff9b::192.0.2.33']) expect(checkAccessIp('IPV6', ok)).toBeUndefined();
  for (const bad of ['1::2::3', '1:2:3:4:5:6:7:8:9', '12345::1', 'fe80::1%eth0', ':1::', '1:2:3:4:5:6:7::8:9', 'g::1'])
    expect(checkAccessIp('IPV6', bad)).toBe(M.ipv6);
  expect(checkAccessIp('IPV6', '10.0.0.1')).toBe(M.ipv4AsIpv6);
  expect(checkAccessIp('IPV6', '::ffff:10.0.0.1')).toBe(M.ipv4AsIpv6);
  expect(parseIpv6('2001:db8::10.0.0.1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0x0a00, 0x0001]);
});

test('CIDR takes a v4 or v6 network with a prefix in range and no host bits', () => {
  for (const ok of ['10.0.0.0/8', '192.168.1.0/24', '10.1.2.3/32', '0.0.0.0/0', '2001:db8::/32', '::1/128', '2001:db8:8000::/33'])
    expect(checkAccessIp('CIDR', ok)).toBeUndefined();
  expect(checkAccessIp('CIDR', '10.0.0.0/33')).toBe(M.cidrPrefix(32));
  expect(checkAccessIp('CIDR', '2001:db8::/129')).toBe(M.cidrPrefix(128));
  expect(checkAccessIp('CIDR', '10.0.0.1/8')).toBe(M.cidrHostBits);
  expect(checkAccessIp('CIDR', '2001:db8::1/64')).toBe(M.cidrHostBits);
  for (const bad of ['10.0.0.0', '10.0.0.0/', '10.0.0.0/08', '10.0.0.0/8/8', 'x/8', '::ffff:10.0.0.0/104']) expect(checkAccessIp('CIDR', bad)).toBe(M.cidr);
});

test('the save schema answers the message on ipAddr', () => {
  const r = ZAccessIpSave.safeParse({ ipTypeCd: 'IPV4', ipAddr: '::1' });
  expect(r.success).toBe(false);
  expect(r.error?.issues[0]).toMatchObject({ path: ['ipAddr'], message: M.ipv4 });
  expect(ZAccessIpSave.parse({ ipTypeCd: 'CIDR', ipAddr: ' 10.0.0.0/8 ' })).toMatchObject({ ipAddr: '10.0.0.0/8', useYn: 'Y' });
});
