// Makes sure Debian's Chromium is present for the browser tests. On a fresh
// machine (we run as root there) it installs the `chromium` package with apt;
// a test tool's own browser download is never used.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

if (!fs.existsSync(CHROMIUM)) {
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root || !fs.existsSync("/usr/bin/apt-get")) {
    console.error(
      `Chromium not found at ${CHROMIUM}. Install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
}
