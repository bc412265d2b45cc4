import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/lib/utils";
import { Figure } from "./article-editor/figure-node";
import { ImageDialog, LinkDialog } from "./article-editor/insert-dialogs";

/**
 * The article body editor (TipTap), used by the admin's article editor. It keeps its
 * HTML in a hidden input named `name`; the server sanitises it before storing
 * (sanitizeArticleHtml). `value` set from outside (an accepted AI draft, a restored
 * revision) replaces the content. Links and images with alt text and caption are
 * inserted through small dialogs (issue 15).
 */
export function RichTextEditor({
  id,
  name,
  value,
  onChange,
  labelledBy,
  uploadImage,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  /** Stores an image and answers its URL, or an Italian error. */
  uploadImage: (file: File) => Promise<{ url: string } | { error: string }>;
}) {
  const [html, setHtml] = useState(value);
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }),
      Figure,
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        class: "prose prose-sm max-w-none min-h-72 px-3.5 py-2.5 focus:outline-none",
      },
    },
    onUpdate: ({ editor: e }) => {
      const next = e.isEmpty ? "" : e.getHTML();
      setHtml(next);
      onChange(next);
    },
  });

  // Content replaced from outside: load it into the editor.
  useEffect(() => {
    if (!editor || value === html) return;
    editor.commands.setContent(value, { emitUpdate: false });
    setHtml(value);
  }, [editor, value, html]);

  const chain = () => editor?.chain().focus();
  const tools = [
    {
      label: "Grassetto",
      icon: Bold,
      run: () => chain()?.toggleBold().run(),
      active: editor?.isActive("bold"),
    },
    {
      label: "Corsivo",
      icon: Italic,
      run: () => chain()?.toggleItalic().run(),
      active: editor?.isActive("italic"),
    },
    {
      label: "Intestazione",
      icon: Heading2,
      run: () => chain()?.toggleHeading({ level: 2 }).run(),
      active: editor?.isActive("heading", { level: 2 }),
    },
    {
      label: "Sottointestazione",
      icon: Heading3,
      run: () => chain()?.toggleHeading({ level: 3 }).run(),
      active: editor?.isActive("heading", { level: 3 }),
    },
    {
      label: "Elenco puntato",
      icon: List,
      run: () => chain()?.toggleBulletList().run(),
      active: editor?.isActive("bulletList"),
    },
    {
      label: "Elenco numerato",
      icon: ListOrdered,
      run: () => chain()?.toggleOrderedList().run(),
      active: editor?.isActive("orderedList"),
    },
    {
      label: "Citazione",
      icon: Quote,
      run: () => chain()?.toggleBlockquote().run(),
      active: editor?.isActive("blockquote"),
    },
    { label: "Collegamento", icon: Link2, run: () => setDialog("link"), active: editor?.isActive("link") },
    { label: "Immagine", icon: ImagePlus, run: () => setDialog("image"), active: false },
    { label: "Annulla", icon: Undo2, run: () => chain()?.undo().run(), active: false },
    { label: "Ripeti", icon: Redo2, run: () => chain()?.redo().run(), active: false },
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
      <div className="max-h-[70dvh] overflow-y-auto">
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div className="min-h-72 px-3.5 py-2.5 text-muted">Caricamento editor…</div>
        )}
      </div>
      <input type="hidden" name={name} value={html} />
      <LinkDialog
        open={dialog === "link"}
        initialUrl={(editor?.getAttributes("link").href as string | undefined) ?? ""}
        onClose={() => setDialog(null)}
        onSubmit={(url) => {
          if (!url) chain()?.extendMarkRange("link").unsetLink().run();
          else chain()?.extendMarkRange("link").setLink({ href: url }).run();
          setDialog(null);
        }}
      />
      <ImageDialog
        open={dialog === "image"}
        uploadImage={uploadImage}
        onClose={() => setDialog(null)}
        onInsert={(figure) => {
          chain()?.insertFigure(figure).run();
          setDialog(null);
        }}
      />
    </div>
  );
}
