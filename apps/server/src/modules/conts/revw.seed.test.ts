import { eq, inArray } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { conts, contsRevw } from './conts.table.js';
import { revwSeeder } from './revw.seed.js';
import { addConts } from './revw.test-helper.js';

const ctx = useTestApp();
const seedDemo = () => ctx.app.db.transaction((tx) => revwSeeder.demo!(tx, { secret: 'x', seeders: [] }));

test('the demo reviews: the demo students on the first two published contents, once however often it runs; a draft gets none', async () => {
  // this file's own contents only: the demo contents (seeded by the contents module) go back to draft
  await ctx.app.db.delete(contsRevw);
  await ctx.app.db.update(conts).set({ sttsCd: 'DRAFT' });
  await seedDemo();
  expect(await ctx.app.db.select().from(contsRevw)).toEqual([]);
  const draft = await addConts(ctx.app.db, { sttsCd: 'DRAFT', pblcDt: null });
  const first = await addConts(ctx.app.db);
  const second = await addConts(ctx.app.db);
  await seedDemo();
  await seedDemo();
  const rows = await ctx.app.db
    .select()
    .from(contsRevw)
    .where(inArray(contsRevw.userId, ['student1', 'student2']));
  expect(rows.map((r) => [r.contsId, r.userId]).sort()).toEqual(
    [
      [first.contsId, 'student1'],
      [first.contsId, 'student2'],
      [second.contsId, 'student1'],
      [second.contsId, 'student2'],
    ].sort(),
  );
  expect(await ctx.app.db.select().from(contsRevw).where(eq(contsRevw.contsId, draft.contsId))).toEqual([]);
});
