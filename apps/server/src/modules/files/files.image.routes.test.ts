import { ADMIN_IMAGE_MESSAGES, FILE_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { useTestApp } from '../../test/test-app.js';
import { atchFile } from './files.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT';
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });

let admin: TAgent;
let otherAdmin: TAgent;
let member: TAgent;
let guest: TAgent;
let bmnexhlId: number;

const NOW = Date.now();
const period = { bgngDt: new Date(NOW - 86_400_000).toISOString(), endDt: new Date(NOW + 86_400_000).toISOString() };

/** What an owner's test needs: its save calls, where its image lives in the body and the answers, and its public answer. */
type TOwner = {
  seqType: string;
  base: string;
  idKey: string;
  fileKey: string;
  pathKey: string;
  altKey: string;
  /** the image may be saved away (the record can be without one) */
  optional: boolean;
  body: (name: string) => object;
  /** the image path and alt text anyone sees on the record's public answer */
  publicImage: (saved: Record<string, unknown>) => Promise<{ path: unknown; alt: unknown }>;
};

const pub = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const found = (list: Record<string, unknown>[], key: string, id: unknown) => list.find((item) => item[key] === id) ?? {};

const OWNERS: TOwner[] = [
  {
    seqType: 'banner',
    base: '/api/banner',
    idKey: 'bannerId',
    fileKey: 'imageFileId',
    pathKey: 'imagePath',
    altKey: 'altText',
    optional: false,
    body: (bannerNm) => ({ bannerNm, bannerSeCd: 'MAIN', ...period }),
    publicImage: async (saved) => {
      const banner = found((await pub('/icec/api/banner/list?bannerSeCd=MAIN')).list, 'bannerId', saved.bannerId);
      return { path: banner.imagePath, alt: banner.altText };
    },
  },
  {
    seqType: 'popup',
    base: '/api/popup',
    idKey: 'popupId',
    fileKey: 'imageFileId',
    pathKey: 'imagePath',
    altKey: 'imageAlt',
    optional: false,
    body: (popupNm) => ({ popupNm, ...period, trgtPages: ['/main'], width: 400, height: 300, posTop: 0, posLeft: 0, cnTypeCd: 'IMAGE' }),
    publicImage: async (saved) => {
      const popup = found((await pub('/icec/api/popup/list?pageUrl=/main')).list, 'popupId', saved.popupId);
      return { path: popup.imagePath, alt: popup.imageAlt };
    },
  },
  {
    seqType: 'crrBook',
    base: '/api/crrBookMng',
    idKey: 'crrBookId',
    fileKey: 'coverFileId',
    pathKey: 'coverPath',
    altKey: 'coverAlt',
    optional: true,
    body: (bookNm) => ({ bookNm, authorNm: '지은이', pblshrNm: '출판사', pblcnYr: 2024 }),
    publicImage: async (saved) => {
      const book = await pub(`/icec/api/crrBook/${saved.crrBookId}`);
      return { path: book.coverPath, alt: book.coverAlt };
    },
  },
  {
    seqType: 'crrSite',
    base: '/api/crrSiteMng',
    idKey: 'crrSiteId',
    fileKey: 'logoFileId',
    pathKey: 'logoPath',
    altKey: 'logoAlt',
    optional: true,
    body: (siteNm) => ({ siteNm, siteUrl: 'https://www.example.org', ctgryCd: 'INFO' }),
    publicImage: async (saved) => {
      const site = found((await pub('/icec/api/crrSite/list')).list, 'crrSiteId', saved.crrSiteId);
      return { path: site.logoPath, alt: site.logoAlt };
    },
  },
  {
    seqType: 'assistInst',
    base: '/api/assistInst',
    idKey: 'assistInstId',
    fileKey: 'logoFileId',
    pathKey: 'logoPath',
    altKey: 'logoAlt',
    optional: true,
    body: (instNm) => ({ instNm, instTypeCd: 'CRR_CNTR' }),
    publicImage: async (saved) => {
      const inst = found(
        (await pub(`/icec/api/assistInst/list?searchWrd=${encodeURIComponent(String(saved.instNm))}`)).list,
        'assistInstId',
        saved.assistInstId,
      );
      return { path: inst.logoPath, alt: inst.logoAlt };
    },
  },
  {
    seqType: 'bmnexhlImage',
    base: '/api/mnexhlMng/bmnexhl',
    idKey: 'bmnexhlId',
    fileKey: 'imageFileId',
    pathKey: 'imagePath',
    altKey: 'imageAlt',
    optional: true,
    body: (bmnexhlNm) => ({ bmnexhlNm }),
    publicImage: async (saved) => {
      const hall = await pub(`/icec/api/mnexhl/bmnexhl/${saved.bmnexhlId}`);
      return { path: hall.imagePath, alt: hall.imageAlt };
    },
  },
  {
    seqType: 'smnexhlImage',
    base: '/api/mnexhlMng/smnexhl',
    idKey: 'smnexhlId',
    fileKey: 'imageFileId',
    pathKey: 'imagePath',
    altKey: 'imageAlt',
    optional: true,
    body: (smnexhlNm) => ({ bmnexhlId, smnexhlNm }),
    publicImage: async (saved) => {
      const hall = await pub(`/icec/api/mnexhl/smnexhl/${saved.bmnexhlId}/${saved.smnexhlNo}`);
      return { path: hall.imagePath, alt: hall.imageAlt };
    },
  },
];

beforeAll(async () => {
  admin = await sessionFor(ctx.app, 'admin');
  const other = await createMember(ctx.app.db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'STAFF' });
  otherAdmin = await sessionFor(ctx.app, other.userId, 'ADMIN');
  member = await sessionFor(ctx.app, (await createMember(ctx.app.db)).userId);
  guest = await anonymousAgent(ctx.app);
  const hall = await call(admin, 'POST', '/api/mnexhlMng/bmnexhl', { bmnexhlNm: '이미지 시험관' });
  bmnexhlId = hall.json().bmnexhlId;
});

const sttsOf = async (fileId: number) => (await ctx.app.db.select().from(atchFile).where(eq(atchFile.fileId, fileId)))[0]?.sttsCd;

describe.each(OWNERS)('the image of $seqType', (owner) => {
  /** An image uploaded for this owner by `agent`: its file id. */
  async function uploaded(agent: TAgent = admin, name = 'picture.png', content: Buffer = SAMPLES.png): Promise<number> {
    const res = await upload(ctx.app, agent, { seqType: owner.seqType }, name, content);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().fileId;
  }
  const save = (method: 'POST' | 'PUT', url: string, name: string, image: object) => call(admin, method, url, { ...owner.body(name), ...image });
  const listQuery = () => (owner.seqType === 'smnexhlImage' ? `?bmnexhlId=${bmnexhlId}` : '');
  const listCount = async () => (await call(admin, 'GET', `${owner.base}/list${listQuery()}`)).json().pagination.countItem as number;

  test('upload, save, and the public answer shows it with its alt text; a replaced image is gone', async () => {
    const first = await uploaded();
    const created = await save('POST', owner.base, `${owner.seqType} 이미지`, { [owner.fileKey]: first, [owner.altKey]: '첫 그림' });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json();
    expect(item[owner.fileKey]).toBe(first);
    expect(item[owner.pathKey]).toMatch(new RegExp(`^/api/common/displayImage\\?imagePath=${owner.seqType}%2F`));
    expect(await owner.publicImage(item)).toEqual({ path: item[owner.pathKey], alt: '첫 그림' });
    const shown = await ctx.app.inject({ method: 'GET', url: item[owner.pathKey] });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');

    // the current image is kept by naming it; a new upload replaces it and the old one is deleted
    const url = `${owner.base}/${item[owner.idKey]}`;
    const kept = await save('PUT', url, `${owner.seqType} 이미지`, { [owner.fileKey]: first, [owner.altKey]: '그대로' });
    expect(kept.json()[owner.pathKey]).toBe(item[owner.pathKey]);
    const second = await uploaded(admin, 'second.jpg', SAMPLES.jpg);
    const replaced = (await save('PUT', url, `${owner.seqType} 이미지`, { [owner.fileKey]: second, [owner.altKey]: '둘째 그림' })).json();
    expect(replaced[owner.fileKey]).toBe(second);
    expect(await owner.publicImage(replaced)).toEqual({ path: replaced[owner.pathKey], alt: '둘째 그림' });
    expect(await sttsOf(first)).toBe('DELETED');
    expect((await ctx.app.inject({ method: 'GET', url: item[owner.pathKey] })).statusCode).toBe(404);

    const removed = await save('PUT', url, `${owner.seqType} 이미지`, { [owner.fileKey]: null, [owner.altKey]: '' });
    if (owner.optional) {
      expect(removed.json()).toMatchObject({ [owner.fileKey]: null, [owner.pathKey]: null, [owner.altKey]: null });
      expect(await sttsOf(second)).toBe('DELETED');
    } else {
      expect(removed.statusCode).toBe(400);
      expect(removed.json().data.fieldErrors[owner.fileKey]).toBe(ADMIN_IMAGE_MESSAGES.required);
      expect(await sttsOf(second)).toBe('ACTIVE');
    }
  });

  test('an image without its alt text: a Korean 400, nothing saved, the upload left unclaimed', async () => {
    const fileId = await uploaded();
    const before = await listCount();
    const res = await save('POST', owner.base, `${owner.seqType} 대체 텍스트 없음`, { [owner.fileKey]: fileId, [owner.altKey]: ' ' });
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().data.fieldErrors)).toContainEqual(expect.stringMatching(/입력/));
    expect(await listCount()).toBe(before);
    expect(await sttsOf(fileId)).toBe('TEMP');
  });

  test("another administrator's upload, a file of another kind and a non-image are refused; nothing saved", async () => {
    const before = await listCount();
    const theirs = await uploaded(otherAdmin);
    const refused = await save('POST', owner.base, `${owner.seqType} 남의 파일`, { [owner.fileKey]: theirs, [owner.altKey]: '그림' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(FILE_MESSAGES.denied);
    expect(await sttsOf(theirs)).toBe('TEMP');

    // a hall attachment may be a PDF: it is not an image of this record
    const pdf = await upload(ctx.app, admin, { seqType: 'bmnexhl' }, 'leaflet.pdf', SAMPLES.pdf);
    const notImage = await save('POST', owner.base, `${owner.seqType} PDF`, { [owner.fileKey]: pdf.json().fileId, [owner.altKey]: '그림' });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe(ADMIN_IMAGE_MESSAGES.notImage);
    const otherKind = await upload(ctx.app, admin, { seqType: owner.seqType === 'banner' ? 'popup' : 'banner' }, 'other.png', SAMPLES.png);
    const wrongKind = await save('POST', owner.base, `${owner.seqType} 다른 종류`, { [owner.fileKey]: otherKind.json().fileId, [owner.altKey]: '그림' });
    expect(wrongKind.statusCode).toBe(403);
    expect(await listCount()).toBe(before);

    const pdfAsImage = await upload(ctx.app, admin, { seqType: owner.seqType }, 'leaflet.pdf', SAMPLES.pdf);
    expect(pdfAsImage.statusCode).toBe(400);
  });

  test('denied: a guest may not upload (401), a member may not (403)', async () => {
    expect((await upload(ctx.app, guest, { seqType: owner.seqType }, 'a.png', SAMPLES.png)).statusCode).toBe(401);
    expect((await upload(ctx.app, member, { seqType: owner.seqType }, 'a.png', SAMPLES.png)).statusCode).toBe(403);
    expect((await call(member, 'POST', owner.base, owner.body('회원'))).statusCode).toBe(403);
    expect((await call(guest, 'POST', owner.base, owner.body('손님'))).statusCode).toBe(401);
  });
});

test('an unsaved upload and a switched-off record keep their image from guests', async () => {
  const res = await upload(ctx.app, admin, { seqType: 'crrBook' }, 'cover.png', SAMPLES.png);
  const file = res.json();
  expect((await ctx.app.inject({ method: 'GET', url: file.imagePath })).statusCode).toBe(404);
  const book = (
    await call(admin, 'POST', '/api/crrBookMng', {
      bookNm: '숨은 책',
      authorNm: '가',
      pblshrNm: '나',
      pblcnYr: 2024,
      useYn: 'N',
      coverFileId: file.fileId,
      coverAlt: '표지',
    })
  ).json();
  expect((await ctx.app.inject({ method: 'GET', url: book.coverPath })).statusCode).toBe(404);
  expect((await call(admin, 'GET', book.coverPath)).statusCode).toBe(200);
});
