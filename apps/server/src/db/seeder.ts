import type { TTx } from './client.js';

/** One seeded code. */
export type TSeedCode = { comCd: string; comCdNm: string; cdExpln?: string };

/** A code group a module relies on (spec §3 code item): the code module inserts it when missing. */
export type TSeedCodeGroup = {
  comCdId: string;
  comCdNm: string;
  cdExpln: string;
  /** the group's place on the code page, unique across the modules */
  sortSeq: number;
  /** 'Y': the children are fixed by the spec or relied on by code (an administrator cannot delete them) */
  childSysYn: 'Y' | 'N';
  /** in order: a child's sortSeq is its position; a child may have its own children (a code tree: CONTS_CLSF) */
  children: (TSeedCode & { children?: TSeedCode[] })[];
};

/** A menu a module's pages need: the menu module inserts it when missing. */
export type TSeedMenu = {
  id: string;
  /** the parent menu's id (declared by this module or another); absent: a top section */
  up?: string;
  /** the place among its siblings, unique among them */
  sort: number;
  nm: string;
  url?: string;
  expln?: string;
  /** spec §3: B opens a new window */
  trgt?: 'B';
  /** Y: login required; absent: as the parent (admin menus always need one) */
  lgn?: 'Y';
  /** member types (USER) or administrator roles (ADMIN) allowed; absent: everyone */
  authrts?: string[];
};

export type TSeedContext = {
  secret: string;
  /** every seeder of the run, for the code and menu seeders that apply the others' declarations */
  seeders: readonly TSeeder[];
};

/**
 * A module's seed. `codeGroups` and the menus are declarations, applied by the code and menu
 * modules' seeders; `base` data is always present, `demo` only in demo mode. All of it must be
 * idempotent: a second run changes nothing.
 */
export type TSeeder = {
  name: string;
  codeGroups?: TSeedCodeGroup[];
  /** the public header's menus */
  userMenus?: TSeedMenu[];
  /** the back office's side menu */
  adminMenus?: TSeedMenu[];
  base?: (tx: TTx, ctx: TSeedContext) => Promise<void>;
  demo?: (tx: TTx, ctx: TSeedContext) => Promise<void>;
};
