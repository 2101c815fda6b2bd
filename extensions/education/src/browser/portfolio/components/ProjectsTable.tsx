import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { AppLink, useT } from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import type { PortfolioProjectSummary } from '../../../common/portfolio/api.ts';

/** A list of projects: name (a link to the project), author (for a teacher's list), links, created. */
export function ProjectsTable(props: {
  projects: PortfolioProjectSummary[];
  withAuthor: boolean;
  label: string;
  testId: string;
}) {
  const { t } = useT();
  return (
    <Table size="small" aria-label={props.label} data-testid={props.testId}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('portfolio.name')}</TableHeaderCell>
          {props.withAuthor && <TableHeaderCell>{t('portfolio.author')}</TableHeaderCell>}
          <TableHeaderCell>{t('portfolio.linkCount')}</TableHeaderCell>
          <TableHeaderCell>{t('portfolio.created')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.projects.map((p) => (
          <TableRow key={p.id} data-project={p.id}>
            <TableCell>
              <AppLink href={eduPath.portfolioProject(p.id)}>{p.name}</AppLink>
            </TableCell>
            {props.withAuthor && <TableCell>{p.author.name}</TableCell>}
            <TableCell>{p.links}</TableCell>
            <TableCell>{p.created ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
