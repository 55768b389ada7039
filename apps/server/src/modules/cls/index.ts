import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { clsAdminRoutes, clsRoutes } from './cls.routes.js';

/**
 * Schools' teachers, classes and rosters (issue 18): a teacher's school (schlInfo), the career
 * teacher's designations (tchrDsgn), classes, rosters and promotion (clsInfo), admin classes; and
 * who may read a student (cls.scope), used by the career activity, portfolio and remarks modules.
 */
export default async function clsModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(clsRoutes);
  await app.register(clsAdminRoutes);
}

export {
  assertStudentReader,
  assertTeacher,
  canEditClass,
  classOfStudent,
  studentAccessOf,
  studentsOfClass,
  teacherOf,
  type TStudentAccess,
  type TTeacher,
} from './cls.scope.js';
export { clsSeeder } from './cls.seed.js';
export { cls, clsStdnt, schlTchr } from './cls.table.js';
