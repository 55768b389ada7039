/**
 * Schools' teachers and classes (issue 18): who teaches where, the classes of a school year and
 * their students, and the one rule of who may read a student's records.
 */
export {
  assertStudentReader,
  assertTeacher,
  canEditClass,
  classOfStudent,
  studentAccessOf,
  studentsOfClass,
  type TStudentAccess,
  type TStudentClass,
  type TTeacher,
  teacherOf,
} from './cls.scope.js';
