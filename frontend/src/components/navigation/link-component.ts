import type { ComponentType, ReactNode } from 'react';

/**
 * What a component styled by a plain stylesheet renders its links with: a plain `<a>` where no
 * router runs (the landing page, docs/adr/0026: a full navigation), or the app's AppLink inside
 * the app, whose links navigate in the router.
 */
export type LinkComponent =
  'a' | ComponentType<{ href: string; className?: string; children: ReactNode }>;
