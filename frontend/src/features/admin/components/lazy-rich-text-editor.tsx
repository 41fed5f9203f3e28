import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';

import type { RichTextEditorProps } from './rich-text-editor-props';

/** CKEditor is a chunk of its own, fetched the first time the Send Email dialog opens. */
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<CircularProgress aria-label="Loading editor" size={24} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
