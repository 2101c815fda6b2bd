import { useState } from 'react';
import { Badge, Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLocation, useSearch } from 'wouter';
import { ObjectListPage, Services, useService, useT } from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import type { CourseSummary } from '../../../common/courses/api.ts';
import { createCourse, deleteCourse, listCourses } from '../api.ts';
import { CreateDialog } from '../components/CreateDialog.tsx';
import { CourseEditor } from '../components/CourseEditor.tsx';

/**
 * `/edu/courses` (shell.md §2; issue 20 item 1): the user's courses (domain.md §6: where they hold an active
 * author or teacher assignment, and the ones they created; administrators all), with code, status and
 * author; create one; `?course_id=<id>` opens the course: its fields, structure tree, assignments and flows.
 */
export default function CoursesPage() {
  const { t } = useT();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const courseId = new URLSearchParams(useSearch()).get('course_id');
  const [creating, setCreating] = useState(false);
  if (courseId) return <CourseEditor key={courseId} id={courseId} />;
  return (
    <ObjectListPage<CourseSummary>
      texts="courses.list"
      testIds={{
        page: 'edu-courses-page',
        list: 'edu-courses-list',
        row: 'edu-course-row',
        failed: 'edu-courses-failed',
        empty: 'edu-courses-empty',
        remove: 'edu-course-delete',
      }}
      loadKey="edu-courses"
      load={(signal) => listCourses(http, signal)}
      remove={(course) => deleteCourse(http, course.id)}
      href={(course) => eduPath.course(course.id)}
      date={(course) => course.dateCreate?.slice(0, 10)}
      detail={(course) => course.code}
      badge={(course) => (
        <>
          {course.status && (
            <Badge appearance="tint" color={course.notActive ? 'subtle' : 'brand'}>
              {course.status.name}
            </Badge>
          )}
          {course.notActive && (
            <Badge appearance="outline" color="subtle">
              {t('courses.list.notActive')}
            </Badge>
          )}
        </>
      )}
      meta={(course) => course.author?.name}
      create={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => setCreating(true)}
          data-testid="edu-course-create"
        >
          {t('courses.list.create')}
        </Button>
      }
    >
      {creating && (
        <CreateDialog
          texts="courses.create"
          testId="edu-course-dialog"
          onClose={() => setCreating(false)}
          onCreate={async ({ name, code }) => {
            const made = await createCourse(http, {
              name,
              code,
              description: '',
              status: null,
              notActive: false,
              createStudentOntology: false,
            });
            setCreating(false);
            navigate(eduPath.course(made.id));
          }}
        />
      )}
    </ObjectListPage>
  );
}
