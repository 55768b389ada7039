/** Every table, for drizzle-kit and the typed client. Each module adds its *.table.ts here. */
export * from '../modules/access-ip/access-ip.table.js';
export * from '../modules/auth/session.table.js';
export * from '../modules/authority/authority.table.js';
export * from '../modules/join/join.table.js';
export * from '../modules/member/member.table.js';
export * from '../modules/menu/menu.table.js';
export * from '../modules/privacy-log/privacy-log.table.js';
export * from '../modules/site/site.table.js';
export * from '../modules/social-login/social-login.table.js';
