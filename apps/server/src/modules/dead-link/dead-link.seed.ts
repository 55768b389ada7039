import type { TSeeder } from '../seeds.js';

export const deadLinkSeeder: TSeeder = { name: 'dead-link' };
