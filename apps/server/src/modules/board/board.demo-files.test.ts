import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { anonymousAgent } from '../../test/identity.js';
import { testConfig, useTestApp } from '../../test/test-app.js';
import { createFilesDeps } from '../files/index.js';
import { attachDemoImages } from './board.demo-files.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-demo-files-'));
const ctx = useTestApp({ PORTAL_DATA_DIR: dataDir });

test('the demo gallery gets its pictures once: thumbnails in the list, served to guests as JPEG', async () => {
  const deps = await createFilesDeps(ctx.app.db, testConfig({ PORTAL_DATA_DIR: dataDir }));
  expect(await attachDemoImages(deps)).toBe(2);
  expect(await attachDemoImages(deps)).toBe(0);

  const guest = await anonymousAgent(ctx.app);
  const list = (await ctx.app.inject({ method: 'GET', url: '/icec/api/board/gallery/post', headers: guest.headers })).json();
  const thumbs = list.list.map((p: { thumbPath: string | null }) => p.thumbPath);
  expect(thumbs).toHaveLength(2);
  for (const thumb of thumbs) {
    expect(thumb).toMatch(/^\/api\/common\/displayImage\?imagePath=board%2F/);
    const image = await ctx.app.inject({ method: 'GET', url: thumb, headers: guest.headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  }
});
