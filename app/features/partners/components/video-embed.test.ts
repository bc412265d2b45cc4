import { describe, expect, it } from "vitest";
import { videoEmbedUrl } from "./video-embed";

describe("videoEmbedUrl", () => {
  it("turns YouTube watch, short and embed URLs into youtube-nocookie embeds", () => {
    expect(videoEmbedUrl("https://www.youtube.com/watch?v=Kp3vT8wQz1L")).toBe(
      "https://www.youtube-nocookie.com/embed/Kp3vT8wQz1L",
    );
    expect(videoEmbedUrl("https://youtu.be/Kp3vT8wQz1L?t=3")).toBe(
      "https://www.youtube-nocookie.com/embed/Kp3vT8wQz1L",
    );
    expect(videoEmbedUrl("https://m.youtube.com/shorts/abcDEF12345")).toBe(
      "https://www.youtube-nocookie.com/embed/abcDEF12345",
    );
    expect(videoEmbedUrl("https://www.youtube.com/embed/abcDEF12345")).toBe(
      "https://www.youtube-nocookie.com/embed/abcDEF12345",
    );
  });

  it("turns Vimeo URLs into player embeds", () => {
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(videoEmbedUrl("https://player.vimeo.com/video/76979871")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  it("rejects other hosts, bad ids and non-http schemes", () => {
    expect(videoEmbedUrl("https://example.com/watch?v=abc")).toBeNull();
    expect(videoEmbedUrl("javascript:alert(1)")).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v="><script>')).toBeNull();
    expect(videoEmbedUrl("")).toBeNull();
    expect(videoEmbedUrl(null)).toBeNull();
  });
});
