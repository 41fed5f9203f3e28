import { type ComponentType, type ReactNode, useContext } from 'react';
import { IntlContext, IntlProvider } from 'react-intl';

/**
 * The explanations' texts inside the app's IntlProvider (which loads namespaces `web` and
 * `explain`); where none is mounted above, English defaults under an English provider of its own.
 */
export function ExplainIntl({ children }: { children: ReactNode }) {
  const outer = useContext(IntlContext);
  if (outer) return children;
  return (
    <IntlProvider locale="en" defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

/** `Part` inside `ExplainIntl`: each entry component of the feature is one. */
export function withExplainIntl<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function Explained(props: P) {
    return (
      <ExplainIntl>
        <Part {...props} />
      </ExplainIntl>
    );
  }
  Explained.displayName = `withExplainIntl(${Part.displayName ?? Part.name})`;
  return Explained;
}
