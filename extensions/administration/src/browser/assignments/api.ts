import type { HttpClient } from '@ontobench/sdk';
import {
  ASSIGNMENTS_API,
  type AssignmentInput,
  type AssignmentPatch,
  type AssignmentRow,
} from '../../common/assignments/api.ts';
import { callJson, callNoContent } from '../shared/call.ts';

/** The assignments part's calls (common/assignments/api.ts) and the core's list (shell.md §7). */
const enc = encodeURIComponent;

export interface AssignmentsFilter {
  userId?: string;
  objectId?: string;
  roleId?: string;
}

/** `POST assignments/fetch` with every assignment, suspended and expired ones too. */
export const fetchAssignments = (http: HttpClient, filter: AssignmentsFilter, signal?: AbortSignal) =>
  callJson<AssignmentRow[]>(http, 'POST', 'assignments/fetch', { ...filter, onlyActualAssignments: false }, signal);

export const createAssignment = (http: HttpClient, body: AssignmentInput) =>
  callJson<{ id: string }>(http, 'POST', ASSIGNMENTS_API.assignments, body);

export const updateAssignment = (http: HttpClient, id: string, body: AssignmentPatch) =>
  callNoContent(http, 'PATCH', ASSIGNMENTS_API.assignment(enc(id)), body);

export const deleteAssignment = (http: HttpClient, id: string) =>
  callNoContent(http, 'DELETE', ASSIGNMENTS_API.assignment(enc(id)));
