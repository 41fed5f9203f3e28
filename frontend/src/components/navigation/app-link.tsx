import type { ComponentPropsWithRef } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router';

type AppLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { href: string };

/**
 * A link to a page of the app: it navigates in the router where one runs, and is a plain link
 * (a full navigation) where none does: the parts of the landing page that load after it
 * (its demo's dialogs, the cookie banner) run without the app's router (docs/adr/0026). MUI's
 * components take it as their `component`, with `href`.
 */
export function AppLink({ href, ...props }: AppLinkProps) {
  const inRouter = useInRouterContext();
  return inRouter ? <RouterLink to={href} {...props} /> : <a href={href} {...props} />;
}
