import { useEffect, useRef } from 'react';
import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { Link, RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { Bold } from '@tiptap/extension-bold';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Italic } from '@tiptap/extension-italic';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Strike } from '@tiptap/extension-strike';
import { Text } from '@tiptap/extension-text';
import { Underline } from '@tiptap/extension-underline';
import { Dropcursor, Gapcursor, TrailingNode, UndoRedo } from '@tiptap/extensions';
import '@mantine/tiptap/styles.layer.css';

export interface RichTextEditorProps {
  /** HTML as stored (the server keeps p, br, strong, em, u, s, ul, ol, li and a). */
  value: string;
  onChange: (html: string) => void;
  /** Visible label above the editor; also names the editable area for screen readers. */
  label: string;
  placeholder?: string;
  disabled?: boolean;
  minHeight?: number;
}

/** An empty editor answers "<p></p>"; the stored form of nothing is "". */
function stored(html: string): string {
  return html === '<p></p>' ? '' : html;
}

/**
 * The portal's rich-text editor (DESIGN §5 "Rich text"): exactly bold, italic, underline,
 * strikethrough, bullet and numbered lists, link and unlink, undo and redo. Only those extensions
 * are loaded (not tiptap's StarterKit), so typing "# " or "> " cannot produce markup the server
 * would strip, and headings, quotes and code blocks add nothing to the download.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  placeholder,
  disabled = false,
  minHeight = 140,
}: RichTextEditorProps) {
  const { t } = useLingui();
  const labelId = useId();
  // The last HTML the editor and the parent agreed on: only a different value from outside is loaded.
  const synced = useRef(value);
  const editor = useEditor({
    extensions: [
      Document,
      Paragraph,
      Text,
      HardBreak,
      Bold,
      Italic,
      Underline,
      Strike,
      BulletList,
      OrderedList,
      ListItem,
      ListKeymap,
      // Mantine's Link: tiptap's link with the Ctrl+K link editor.
      Link,
      UndoRedo,
      Dropcursor,
      Gapcursor,
      TrailingNode,
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(placeholder ? { 'aria-placeholder': placeholder, 'data-placeholder': placeholder } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      synced.current = stored(current.getHTML());
      onChange(synced.current);
    },
  });

  // A reload or a reset from the parent replaces the text (outside the undo history); the user's own
  // typing coming back as `value` does not, and neither does the editor's normalising of loaded HTML.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === synced.current) return;
    synced.current = value;
    if (stored(editor.getHTML()) !== value) {
      editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
    }
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId, component: 'div' }}>
      <MantineRichTextEditor
        editor={editor}
        mt={4}
        styles={{ content: { minHeight } }}
        labels={{
          boldControlLabel: t`Bold`,
          italicControlLabel: t`Italic`,
          underlineControlLabel: t`Underline`,
          strikeControlLabel: t`Strikethrough`,
          bulletListControlLabel: t`Bullet list`,
          orderedListControlLabel: t`Ordered list`,
          linkControlLabel: t`Link`,
          unlinkControlLabel: t`Remove link`,
          undoControlLabel: t`Undo`,
          redoControlLabel: t`Redo`,
          linkEditorInputLabel: t`Enter URL`,
          linkEditorExternalLink: t`Open link in a new tab`,
          linkEditorInternalLink: t`Open link in the same tab`,
          linkEditorSave: t`Save`,
        }}
      >
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Underline />
            <MantineRichTextEditor.Strikethrough />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Undo />
            <MantineRichTextEditor.Redo />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
