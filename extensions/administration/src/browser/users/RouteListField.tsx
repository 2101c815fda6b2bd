import { Combobox, Option, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { Services, useService, useT } from '@ontobench/sdk';

const useStyles = makeStyles({
  chosen: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
});

/**
 * A list of routes picked from the registered ones (`Services.Contributions.routes`), stored by path as
 * the route guard reads them (shell.md §6: disabledRoutes, enabledRoutes name a route by id or path).
 * A value no registered route has any more is still shown, so it can be removed. `adminOnly`: offer only
 * the administrators' routes (enabledRoutes opens those alone).
 */
export function RouteListField(props: {
  value: string[];
  onChange: (value: string[]) => void;
  adminOnly?: boolean;
  label: string;
  testId: string;
}) {
  const { t } = useT();
  const styles = useStyles();
  const contributions = useService(Services.Contributions);
  const routes = contributions.routes.all.filter(
    (r) => r.layout !== 'public' && r.requiresAuth && (!props.adminOnly || r.adminOnly),
  );
  const paths = [...new Set(routes.map((r) => r.path))].sort();
  return (
    <div>
      <Combobox
        multiselect
        aria-label={props.label}
        placeholder={t('users.dialog.routesPlaceholder')}
        selectedOptions={props.value}
        onOptionSelect={(_, data) => props.onChange(data.selectedOptions)}
        data-testid={props.testId}
      >
        {paths.map((path) => (
          <Option key={path} value={path}>
            {path}
          </Option>
        ))}
      </Combobox>
      {props.value.length > 0 && (
        <TagGroup
          className={styles.chosen}
          aria-label={props.label}
          onDismiss={(_, data) => props.onChange(props.value.filter((v) => v !== data.value))}
        >
          {props.value.map((path) => (
            <Tag
              key={path}
              value={path}
              dismissible
              dismissIcon={{ 'aria-label': `${t('shared.delete')} ${path}` }}
              size="small"
            >
              {path}
            </Tag>
          ))}
        </TagGroup>
      )}
    </div>
  );
}
