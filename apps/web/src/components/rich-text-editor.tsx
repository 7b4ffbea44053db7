import { lazy, Suspense } from 'react';
import { Input, Skeleton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { RichTextEditorProps } from './rich-text-editor-field';

export type { RichTextEditorProps } from './rich-text-editor-field';

// The editor (tiptap and ProseMirror) is the largest library of the portal: it arrives on its own,
// after the page that holds it has rendered, and only on pages with an editor.
const Field = lazy(() => import('./rich-text-editor-field').then((m) => ({ default: m.RichTextEditor })));

/** The portal's rich-text editor (DESIGN §5 "Rich text"), loaded on demand; see rich-text-editor-field.tsx. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useLingui();
  const label = props.label;
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label}>
          <Skeleton
            height={(props.minHeight ?? 140) + 42}
            radius="sm"
            role="status"
            aria-label={t`${label}: loading editor`}
          />
        </Input.Wrapper>
      }
    >
      <Field {...props} />
    </Suspense>
  );
}
