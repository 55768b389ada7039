import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { clsAdminRoutes, clsRoutes } from './cls.routes.js';

/**
 * Schools' teachers and classes (issue 18): who teaches where (schlInfo, the career teacher's
 * designations in tchrDsgn), the classes of a school year and their students (clsInfo: rosters,
 * approvals, moves, promotion), the admin page `classes`, and the one rule of who may read a
 * student's records (cls.scope), used by the career activity, portfolio and remarks modules.
 */
export default async function clsModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(clsRoutes);
  await app.register(clsAdminRoutes);
}

export {
  assertStudentReader,
  assertTeacher,
  canEditClass,
  classesOfTeacher,
  classOfStudent,
  editableClassOf,
  studentAccessOf,
  studentsOfClass,
  type TEditableClass,
  type TStudentAccess,
  type TStudentClass,
  type TTeacherClass,
  teacherClassesWhere,
  type TTeacher,
  teacherOf,
} from './cls.scope.js';
export { clsSeeder } from './cls.seed.js';
export { cls, clsStdnt, schlTchr } from './cls.table.js';
