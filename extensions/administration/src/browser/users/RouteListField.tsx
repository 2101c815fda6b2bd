import { Services, useService, useT } from '@ontobench/sdk';
import { IdListField } from './IdListField.tsx';

/**
 * A list of routes picked from the registered ones (`Services.Contributions.routes`), stored by path as
 * the route guard reads them (shell.md §6: disabledRoutes, enabledRoutes name a route by id or path).
 * `adminOnly`: offer only the administrators' routes (enabledRoutes opens those alone).
 */
export function RouteListField(props: {
  value: string[];
  onChange: (value: string[]) => void;
  adminOnly?: boolean;
  label: string;
  testId: string;
}) {
  const { t } = useT();
  const contributions = useService(Services.Contributions);
  const routes = contributions.routes.all.filter(
    (r) => r.layout !== 'public' && r.requiresAuth && (!props.adminOnly || r.adminOnly),
  );
  const options = [...new Set(routes.map((r) => r.path))].sort().map((path) => ({ value: path, text: path }));
  return <IdListField {...props} options={options} placeholder={t('users.dialog.routesPlaceholder')} />;
}
