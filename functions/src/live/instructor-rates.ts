import { message, INSTRUCTOR_RATE_COLUMNS, type InstructorRate, type InstructorRateInput } from '@lm/shared';
import { routes } from './routes.js';
import { instructorRateRecords } from '../data/records/instructor-rate.js';
import { invalidField } from '../errors.js';
import { keptAs, type MasterFile, type RecordPorts } from '../master-files/master-file.js';
import type { SchedulePorts } from './schedule.js';

/**
 * Instructor rates (decision 0050): what an instructor is paid per hour taught or per student
 * present, and their share of their courses' paid sales. One rate per instructor profile.
 */
export const instructorRates: MasterFile<InstructorRate, RecordPorts & Pick<SchedulePorts, 'instructors'>, InstructorRateInput> = {
  what: 'instructor rate',
  store: keptAs(instructorRateRecords),
  routes: {
    list: routes.listInstructorRates,
    get: routes.getInstructorRate,
    create: routes.createInstructorRate,
    update: routes.updateInstructorRate,
    remove: routes.deleteInstructorRates,
  },
  columns: INSTRUCTOR_RATE_COLUMNS,
  prepare: async (ports, input, id) => {
    const [instructors, rates] = await Promise.all([ports.instructors.list(), ports.records(instructorRateRecords).list()]);
    if (!instructors.some((instructor) => instructor.id === input.instructor_id)) throw invalidField('instructor_id', message('noneWithThisId', { what: 'instructor' }));
    if (rates.some((rate) => rate.instructor_id === input.instructor_id && rate.id !== id)) throw invalidField('instructor_id', message('instructorHasRate'));
    return { ...input };
  },
};
