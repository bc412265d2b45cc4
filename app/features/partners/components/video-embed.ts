/**
 * Converts a YouTube or Vimeo watch URL into its embed URL (spec §2 "watch URLs
 * converted to embed URLs"). YouTube uses the privacy-enhanced youtube-nocookie.com
 * host. Anything else returns null (the video section is then not shown).
 */
export function videoEmbedUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^www\.|^m\./, "");
  const YT_ID = /^[A-Za-z0-9_-]{6,20}$/;
  let youtubeId: string | null = null;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") youtubeId = url.searchParams.get("v");
    else {
      const match = url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/);
      youtubeId = match?.[1] ?? null;
    }
  } else if (host === "youtu.be") {
    youtubeId = url.pathname.slice(1).split("/")[0] ?? null;
  }
  if (youtubeId !== null)
    return YT_ID.test(youtubeId) ? `https://www.youtube-nocookie.com/embed/${youtubeId}` : null;
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const match = url.pathname.match(/(?:^|\/)(\d{5,12})(?:\/|$)/);
    return match ? `https://player.vimeo.com/video/${match[1]}` : null;
  }
  return null;
}
