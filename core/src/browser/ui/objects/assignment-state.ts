export { assignmentState, type AssignmentRecord, type AssignmentState } from '../../../common/assignment.ts';
