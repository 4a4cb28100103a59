import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import clsx from 'clsx';
import { Bold, Heading2, Italic, List, ListOrdered, Quote } from 'lucide-react';
import type { FieldControl } from './field.tsx';

export interface RichTextLabels {
  bold: string;
  italic: string;
  heading: string;
  bulletList: string;
  orderedList: string;
  quote: string;
  toolbar: string;
}

/**
 * Rich text as HTML, limited to what the server keeps (paragraphs, bold, italic, underline,
 * strike, headings 2 and 3, lists, quotes): anything else would be stripped on save, so the
 * editor offers none of it. Loaded on its own, only where a form has rich text.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  control,
  label,
  labels,
}: {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  control: FieldControl;
  label: string;
  labels: RichTextLabels;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: false,
      }),
    ],
    content: value,
    // An empty document is "no description", as the server stores it.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur,
    editorProps: {
      attributes: {
        id: control.id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(control['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        ...(control['aria-describedby'] ? { 'aria-describedby': control['aria-describedby'] } : {}),
        class: 'rich-text min-h-40 px-3 py-2 outline-none',
      },
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
    }),
  });
  const tools = [
    { key: 'bold', icon: Bold, run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', icon: Italic, run: () => editor?.chain().focus().toggleItalic().run() },
    { key: 'heading', icon: Heading2, run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run() },
    { key: 'bulletList', icon: List, run: () => editor?.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', icon: ListOrdered, run: () => editor?.chain().focus().toggleOrderedList().run() },
    { key: 'quote', icon: Quote, run: () => editor?.chain().focus().toggleBlockquote().run() },
  ] as const;
  return (
    <div
      className={clsx(
        'rounded-md border bg-white focus-within:outline-2 focus-within:outline-primary-600',
        control['aria-invalid'] ? 'border-red-600' : 'border-slate-300',
      )}
    >
      <div role="toolbar" aria-label={labels.toolbar} className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
        {tools.map(({ key, icon: Icon, run }) => (
          <button
            key={key}
            type="button"
            aria-pressed={active?.[key] ?? false}
            onClick={run}
            className="rounded p-1.5 text-slate-700 hover:bg-slate-100 aria-pressed:bg-primary-100 aria-pressed:text-primary-800"
          >
            <Icon aria-hidden className="size-4" />
            <span className="sr-only">{labels[key]}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
