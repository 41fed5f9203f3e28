import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import { FormattedMessage } from 'react-intl';

import type { WebMessageId } from '@app/i18n/web';

import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { useProductConfig } from '../../../lib/product-config';
import { LEGAL_LAST_UPDATED } from '../legal-dates';

/** The values a legal text's messages take (its placeholders and rich-text tags). */
export type LegalValues = NonNullable<ComponentProps<typeof FormattedMessage>['values']>;

/** The values every message of a page may use (`productName`, `email`, `<link>` …). */
const PageValues = createContext<LegalValues>({});

/**
 * Issue #21: in every language but English, a note that the translation is for information and
 * the English text governs, at the top of each legal page.
 */
export function TranslationNote() {
  const language = useLanguage();
  if (language === 'en') return null;
  return (
    <Alert severity="info" role="note" sx={{ mb: 4 }}>
      <FormattedMessage id="legal.translationNote" />
    </Alert>
  );
}

/**
 * The page shell of a legal text: title, last-updated date, the translation note and readable
 * line length. Every message of the page may use `{productName}`, `{email}` (the support address)
 * and `<link>` (a mailto link to it), and `values` of its own.
 */
export function LegalDocument({
  title,
  values,
  children,
}: {
  title: WebMessageId;
  values?: LegalValues;
  children: ReactNode;
}) {
  const language = useLanguage();
  const { productName, supportEmail } = useProductConfig();
  const pageValues: LegalValues = {
    productName,
    email: supportEmail,
    link: (chunks: ReactNode[]) => <Link href={`mailto:${supportEmail}`}>{chunks}</Link>,
    ...values,
  };
  return (
    <Container component="main" id="main" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h1" gutterBottom>
        <FormattedMessage id={title} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <FormattedMessage
          id="legal.lastUpdated"
          values={{ date: formatLongDate(LEGAL_LAST_UPDATED, language) }}
        />
      </Typography>
      <TranslationNote />
      <PageValues value={pageValues}>{children}</PageValues>
    </Container>
  );
}

/** One numbered section of a legal text. */
export function LegalSection({ title, children }: { title: WebMessageId; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography component="h2" variant="h3" gutterBottom>
        <FormattedMessage id={title} />
      </Typography>
      {children}
    </Box>
  );
}

/** One message of a legal text, with the page's values and its own. */
export function LegalText({ id, values }: { id: WebMessageId; values?: LegalValues }) {
  const pageValues = useContext(PageValues);
  return <FormattedMessage id={id} values={{ ...pageValues, ...values }} />;
}

/** A paragraph of one message. */
export function Paragraph({ id }: { id: WebMessageId }) {
  return (
    <Typography component="p" sx={{ mb: 1.5, lineHeight: 1.7 }}>
      <LegalText id={id} />
    </Typography>
  );
}

/** A bulleted list: one message an item (`ids`), or items given as they are. */
export function Bullets(props: { ids: readonly WebMessageId[] } | { items: readonly ReactNode[] }) {
  const items =
    'ids' in props ? props.ids.map((id) => <LegalText key={id} id={id} />) : props.items;
  return (
    <Typography component="ul" sx={{ pl: 3, mb: 1.5, lineHeight: 1.7 }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Typography>
  );
}
