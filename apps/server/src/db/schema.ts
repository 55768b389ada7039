/** Every table, for drizzle-kit and the typed client. Each module adds its *.table.ts here. */
export * from '../modules/menu/menu.table.js';
export * from '../modules/site/site.table.js';
