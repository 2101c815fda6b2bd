import type { ReactNode } from 'react';
import { Link as FluentLink } from '@fluentui/react-components';
import { Link } from 'wouter';

export interface AppLinkProps {
  /** An in-app path, e.g. `/docs/view/<id>`. */
  href: string;
  children: ReactNode;
  className?: string;
  /** Inside running text (underlined), as Fluent's `inline`. */
  inline?: boolean;
  'data-testid'?: string;
}

/**
 * A link to a page of the app: navigates without a reload (the router's link) and looks like the theme's
 * links, light and dark (Fluent's Link). A bare router link renders the browser's default blue, which
 * cannot be read on the dark theme.
 */
export function AppLink({ href, ...props }: AppLinkProps) {
  return (
    <Link href={href} asChild>
      <FluentLink {...props} />
    </Link>
  );
}
