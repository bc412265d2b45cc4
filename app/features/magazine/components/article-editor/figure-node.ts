import { mergeAttributes, Node } from "@tiptap/core";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    figure: {
      /** Inserts an image with its alternative text and caption. */
      insertFigure: (attrs: { src: string; alt: string; caption: string }) => ReturnType;
    };
  }
}

/**
 * An image inside the article text with its alternative text and caption, stored as
 * `<figure><img alt><figcaption>` (both allowed by the article sanitiser).
 */
export const Figure = Node.create({
  name: "figure",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: "" },
      caption: { default: "" },
    };
  },
  parseHTML() {
    return [
      {
        tag: "figure",
        getAttrs: (element) => {
          const img = (element as HTMLElement).querySelector("img");
          if (!img) return false;
          return {
            src: img.getAttribute("src"),
            alt: img.getAttribute("alt") ?? "",
            caption: (element as HTMLElement).querySelector("figcaption")?.textContent ?? "",
          };
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    const { src, alt, caption, ...rest } = HTMLAttributes as Record<string, string>;
    const img = ["img", { src, alt, loading: "lazy" }] as const;
    return caption
      ? ["figure", mergeAttributes(rest), img, ["figcaption", {}, caption]]
      : ["figure", mergeAttributes(rest), img];
  },
  addCommands() {
    return {
      insertFigure:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
