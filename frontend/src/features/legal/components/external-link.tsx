import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A link to an official source outside the product; says that it opens a new tab. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span style={visuallyHidden}>
        {' '}
        <FormattedMessage id="legal.newTab" />
      </span>
    </Link>
  );
}
