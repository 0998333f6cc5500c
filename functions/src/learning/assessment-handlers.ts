import { route, database, dataOptions } from '../app.js';
import { createAssessmentLookups } from '../data/assessment-repository.js';
import { result, type RouteHandler } from '../http/handler.js';
import { deleteRecords, getRecord, listRecords } from '../master-files/master-file.js';
import {
  courseAssessments,
  instructorAssessments,
  myCourseAssessments,
  myInstructorAssessments,
  myStudentAssessment,
  myStudentAssessments,
  publicCourseAssessments,
  saveCourseAssessment,
  saveInstructorAssessment,
  saveStudentAssessment,
  studentAssessments,
  teachingStudentAssessments,
  type AssessmentPorts,
} from './assessments.js';
import { learning } from './deps.js';
import { routes } from './routes.js';

/** A caller's own assessments: nobody's cache keeps them. */
const PERSONAL = { 'cache-control': 'private, no-store' };

let ports: AssessmentPorts | undefined;

/** The learning domain's ports, with the assessments' lookups and the instructors' public names. */
function assessmentPorts(): AssessmentPorts {
  return (ports ??= {
    ...learning(),
    instructorNameOf: async (profileId) => (await database().instructorProfiles.get({ id: profileId }).go({ attributes: ['name'] })).data?.name || undefined,
    assessments: createAssessmentLookups(dataOptions()),
  });
}

/** The assessments' routes (decision 0043). */
export const assessmentHandlers: RouteHandler[] = [
  route(routes.listPublicCourseAssessments, ({ params }) => publicCourseAssessments(assessmentPorts(), params.id)),
  route(routes.getMyCourseAssessments, async ({ params, caller }) => result(200, await myCourseAssessments(assessmentPorts(), caller, params.id), PERSONAL)),
  route(routes.saveMyCourseAssessment, async ({ params, body, caller }) => result(200, await saveCourseAssessment(assessmentPorts(), caller, params.id, body), PERSONAL)),
  route(routes.saveMyInstructorAssessment, async ({ params, body, caller }) => result(200, await saveInstructorAssessment(assessmentPorts(), caller, params.id, body), PERSONAL)),
  route(routes.getMyStudentAssessment, async ({ params, caller }) => result(200, await myStudentAssessment(assessmentPorts(), caller, params.id), PERSONAL)),
  route(routes.listMyStudentAssessments, async ({ caller }) => result(200, await myStudentAssessments(assessmentPorts(), caller), PERSONAL)),
  route(routes.getMyInstructorAssessments, async ({ caller }) => result(200, await myInstructorAssessments(assessmentPorts(), caller), PERSONAL)),
  route(routes.listTeachingStudentAssessments, async ({ params, caller }) => result(200, await teachingStudentAssessments(assessmentPorts(), caller, params.id), PERSONAL)),
  route(routes.saveTeachingStudentAssessment, async ({ params, body, caller }) =>
    result(200, await saveStudentAssessment(assessmentPorts(), caller, params.id, params.studentId, body), PERSONAL),
  ),
  route(routes.listCourseAssessments, ({ query }) => listRecords(assessmentPorts(), courseAssessments, query)),
  route(routes.getCourseAssessment, ({ params }) => getRecord(assessmentPorts(), courseAssessments, params.id)),
  route(routes.deleteCourseAssessments, ({ body }) => deleteRecords(assessmentPorts(), courseAssessments, body.ids)),
  route(routes.listInstructorAssessments, ({ query }) => listRecords(assessmentPorts(), instructorAssessments, query)),
  route(routes.getInstructorAssessment, ({ params }) => getRecord(assessmentPorts(), instructorAssessments, params.id)),
  route(routes.deleteInstructorAssessments, ({ body }) => deleteRecords(assessmentPorts(), instructorAssessments, body.ids)),
  route(routes.listStudentAssessments, ({ query }) => listRecords(assessmentPorts(), studentAssessments, query)),
  route(routes.getStudentAssessment, ({ params }) => getRecord(assessmentPorts(), studentAssessments, params.id)),
  route(routes.deleteStudentAssessments, ({ body }) => deleteRecords(assessmentPorts(), studentAssessments, body.ids)),
];
