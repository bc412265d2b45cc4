// Rewrites the table of docs/decisions/README.md from the ADR files' titles and
// Status lines: `node scripts/adr-index.mjs && npm run format`.
import fs from "node:fs";
import path from "node:path";

const dir = path.resolve(import.meta.dirname, "../docs/decisions");
const readme = path.join(dir, "README.md");
const rows = fs
  .readdirSync(dir)
  .filter((f) => /^\d{4}-.*\.md$/.test(f) && !f.startsWith("0000-"))
  .sort()
  .map((file) => {
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    const title = text.split("\n")[0].replace(/^# \d+\s*[·—-]\s*/, "");
    const status = /^Status:\s*(.*)$/m.exec(text)?.[1] ?? "—";
    return `| [${file.slice(0, 4)}](${file}) | ${title} | ${status} |`;
  });
// Everything before the table (its header may be padded by the formatter).
const head = fs.readFileSync(readme, "utf8").split(/^\| ADR\s+\|/m)[0];
fs.writeFileSync(readme, `${head}| ADR | Title | Status |\n|---|---|---|\n${rows.join("\n")}\n`);
