import { ADMIN_PREFIX } from '@portal/contract';

const ADMIN_SEGMENT = ADMIN_PREFIX.slice(1);

/**
 * spec §2: paging state resets between top-level sections. The section is the first path
 * segment (/crrActv/..., /myPage/...); under /admin every admin page (second segment) is one.
 */
export function sectionOf(pathname: string): string {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  return first === ADMIN_SEGMENT ? `${first}/${second}` : first;
}
