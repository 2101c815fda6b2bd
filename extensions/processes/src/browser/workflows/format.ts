import dayjs from 'dayjs';
import { WORKFLOW_DATE_FORMAT } from '../../common/workflows/api.ts';

/** A workflow date as domain.md §9 shows it (`YYYY-MM-DD HH:mm:ss`, local time); none or invalid: '—'. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = dayjs(iso);
  return d.isValid() ? d.format(WORKFLOW_DATE_FORMAT) : '—';
}
