import type { TSeeder } from '../../db/seeder.js';
import { seedAccessIpsWhenEmpty } from './access-ip.repo.js';

/**
 * SECURITY 14 base data: loopback on a fresh install only, so entries an administrator removed
 * stay removed. Behind a proxy on the same machine set TRUST_PROXY, or every client is loopback.
 */
export const accessIpSeeder: TSeeder = {
  name: 'access-ip',
  /** SUPER administrators only: the page answers 403 to the other roles */
  adminMenus: [{ id: 'A0303', up: 'A03', sort: 3, nm: '접근 IP', url: '/admin/accessIp', authrts: ['SUPER'] }],
  async base(tx) {
    await seedAccessIpsWhenEmpty(tx, [
      { ipTypeCd: 'IPV4', ipAddr: '127.0.0.1', ipExpln: '이 서버(루프백)', useYn: 'Y' },
      { ipTypeCd: 'IPV6', ipAddr: '::1', ipExpln: '이 서버(루프백, IPv6)', useYn: 'Y' },
    ]);
  },
};
