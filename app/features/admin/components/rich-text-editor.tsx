import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, Italic, List, ListOrdered, Quote, Redo2, Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/lib/utils";

/**
 * The article body editor (TipTap), used only by the admin article form. It
 * keeps its HTML in a hidden input named `name`; the server sanitises it
 * before storing (sanitizeArticleHtml). `value` set from outside (the AI
 * button) replaces the content.
 */
export function RichTextEditor({
  id,
  name,
  value,
  onChange,
  labelledBy,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
}) {
  const [html, setHtml] = useState(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        class: "prose prose-sm max-w-none min-h-48 px-3.5 py-2.5 focus:outline-none",
      },
    },
    onUpdate: ({ editor: e }) => {
      const next = e.isEmpty ? "" : e.getHTML();
      setHtml(next);
      onChange(next);
    },
  });

  // Content replaced from outside (AI generation): load it into the editor.
  useEffect(() => {
    if (!editor || value === html) return;
    editor.commands.setContent(value, { emitUpdate: false });
    setHtml(value);
  }, [editor, value, html]);

  const tools = [
    {
      label: "Grassetto",
      icon: Bold,
      run: () => editor?.chain().focus().toggleBold().run(),
      active: editor?.isActive("bold"),
    },
    {
      label: "Corsivo",
      icon: Italic,
      run: () => editor?.chain().focus().toggleItalic().run(),
      active: editor?.isActive("italic"),
    },
    {
      label: "Intestazione",
      icon: Heading2,
      run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
      active: editor?.isActive("heading", { level: 2 }),
    },
    {
      label: "Sottointestazione",
      icon: Heading3,
      run: () => editor?.chain().focus().toggleHeading({ level: 3 }).run(),
      active: editor?.isActive("heading", { level: 3 }),
    },
    {
      label: "Elenco puntato",
      icon: List,
      run: () => editor?.chain().focus().toggleBulletList().run(),
      active: editor?.isActive("bulletList"),
    },
    {
      label: "Elenco numerato",
      icon: ListOrdered,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
      active: editor?.isActive("orderedList"),
    },
    {
      label: "Citazione",
      icon: Quote,
      run: () => editor?.chain().focus().toggleBlockquote().run(),
      active: editor?.isActive("blockquote"),
    },
    { label: "Annulla", icon: Undo2, run: () => editor?.chain().focus().undo().run(), active: false },
    { label: "Ripeti", icon: Redo2, run: () => editor?.chain().focus().redo().run(), active: false },
  ];

  return (
    <div className="rounded-lg border border-line bg-paper focus-within:border-ink">
      <div
        role="toolbar"
        aria-label="Formattazione"
        className="flex flex-wrap gap-1 border-b border-line p-1.5"
      >
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            onClick={tool.run}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.active ? true : undefined}
            disabled={!editor}
            className={cn(
              "rounded-md p-1.5 text-ink hover:bg-sand disabled:opacity-50",
              tool.active && "bg-sand",
            )}
          >
            <tool.icon className="size-4" aria-hidden="true" />
          </button>
        ))}
      </div>
      <div className="max-h-[50dvh] overflow-y-auto">
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div className="min-h-48 px-3.5 py-2.5 text-muted">Caricamento editor…</div>
        )}
      </div>
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
