import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';

import type { RichTextEditorProps } from './rich-text-editor-props';

/**
 * CKEditor is a chunk of its own, fetched the first time the Send Email dialog opens (with its
 * translation of the page's language: rich-text-editor.tsx).
 */
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

export function LazyRichTextEditor(props: RichTextEditorProps) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <CircularProgress
          aria-label={intl.formatMessage({ id: 'admin.editor.loading' })}
          size={24}
        />
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
