import { contestApi, contestJudgeApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/xlsx.js';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { createContest, exportEntries, getContest, getEntryMng, listContests, listEntries, removeContest, updateContest } from './cntst.admin.service.js';
import { myContests, myEntries, myEntry, saveScore } from './cntst.judge.service.js';
import {
  allocateEntries,
  assignPrizes,
  judgeCandidates,
  listJudges,
  progressOf,
  publish,
  reopen,
  resolveTie,
  saveJudges,
  scoresOf,
} from './cntst.judging.service.js';

const admin = { config: { access: 'admin' } } as const;

/** /admin/contest: contests, entries, judges and allocation, the score table, prizes, publication. */
export async function contestAdminRoutes(app: FastifyInstance) {
  serveApi(app, contestApi, 'list', admin, (request) => listContests(app.db, adminOf(request), request.query));
  serveApi(app, contestApi, 'item', admin, (request) => getContest(app.db, adminOf(request), request.params.cntstId));
  serveApi(app, contestApi, 'create', admin, (request) => createContest(app.db, adminOf(request), request.body));
  serveApi(app, contestApi, 'update', admin, (request) => updateContest(app.db, adminOf(request), request.params.cntstId, request.body));
  serveApi(app, contestApi, 'remove', admin, (request) => removeContest(app.db, adminOf(request), request.params.cntstId));
  serveApi(app, contestApi, 'entries', admin, (request) => listEntries(app.db, adminOf(request), request.params.cntstId, request.query));
  serveApi(app, contestApi, 'entry', admin, (request) => getEntryMng(app.db, adminOf(request), request.params.cntstId, request.params.entryId));
  serveApi(app, contestApi, 'entriesExcel', admin, async (request, reply) =>
    sendDownload(reply, await exportEntries(app.db, adminOf(request), request.params.cntstId, request.body)),
  );
  serveApi(app, contestApi, 'judgeCandidates', admin, (request) => judgeCandidates(app.db, adminOf(request)));
  serveApi(app, contestApi, 'judges', admin, (request) => listJudges(app.db, adminOf(request), request.params.cntstId));
  serveApi(app, contestApi, 'judgesSave', admin, (request) => saveJudges(app.db, adminOf(request), request.params.cntstId, request.body.judgeIds));
  serveApi(app, contestApi, 'allocate', admin, (request) => allocateEntries(app.db, adminOf(request), request.params.cntstId));
  serveApi(app, contestApi, 'progress', admin, (request) => progressOf(app.db, adminOf(request), request.params.cntstId));
  serveApi(app, contestApi, 'scores', admin, (request) => scoresOf(app.db, adminOf(request), request.params.cntstId));
  serveApi(app, contestApi, 'reopen', admin, (request) => reopen(app.db, adminOf(request), request.params.cntstId, request.body));
  serveApi(app, contestApi, 'ties', admin, (request) => resolveTie(app.db, adminOf(request), request.params.cntstId, request.body));
  serveApi(app, contestApi, 'prizes', admin, (request) => assignPrizes(app.db, adminOf(request), request.params.cntstId, request.body));
  serveApi(app, contestApi, 'publish', admin, (request) => publish(app.db, adminOf(request), request.params.cntstId, request.body));
}

/** /admin/contestJudge: a judge's contests, allocated entries (blind) and score sheets. */
export async function contestJudgeRoutes(app: FastifyInstance) {
  serveApi(app, contestJudgeApi, 'list', admin, (request) => myContests(app.db, adminOf(request)));
  serveApi(app, contestJudgeApi, 'entries', admin, (request) => myEntries(app.db, adminOf(request), request.params.cntstId));
  serveApi(app, contestJudgeApi, 'entry', admin, (request) => myEntry(app.db, adminOf(request), request.params.cntstId, request.params.entryId));
  serveApi(app, contestJudgeApi, 'save', admin, (request) =>
    saveScore(app.db, adminOf(request), request.params.cntstId, request.params.entryId, request.body, false),
  );
  serveApi(app, contestJudgeApi, 'submit', admin, (request) =>
    saveScore(app.db, adminOf(request), request.params.cntstId, request.params.entryId, request.body, true),
  );
}
