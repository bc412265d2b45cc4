import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const SHELL_MODULES = [
  /node_modules[\\/](react-dom|scheduler|clsx)[\\/]/,
  /lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/]src[\\/]utils|icons[\\/]x)\.js$/,
  /app[\\/]components[\\/]layout[\\/](logo|site-header|site-footer)\.tsx$/,
  /app[\\/]components[\\/]ui[\\/](button|badge|toast|toaster|responsive-image)\.tsx?$/,
  /app[\\/]lib[\\/](utils|email|messages[\\/]common)\.ts$/,
];

const isShellModule = (id: string) => SHELL_MODULES.some((pattern) => pattern.test(id));

export default defineConfig({
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The shell every page loads (framework, layout, base UI, icon factory,
          // messages) goes in one file instead of a dozen tiny ones: fewer
          // requests and better compression (docs/decisions/0105).
          output: { codeSplitting: { groups: [{ name: "shell", test: isShellModule }] } },
        },
      },
    },
    ssr: {
      build: {
        // The server bundle's entry is our Express app (server/app.ts), which
        // imports the React Router server build; see docs/decisions/0002.
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
  build: { assetsInlineLimit: 0 },
  resolve: { tsconfigPaths: true },
  ssr: {
    // Native or heavy server-only packages stay external.
    external: ["sharp", "@node-rs/argon2", "@electric-sql/pglite", "pg", "pino", "pino-http"],
    // Processed by Vite so that it shares React Router's module instance with the
    // app (one RouterContextProvider class in development too).
    noExternal: ["@react-router/express"],
  },
  plugins: [tailwindcss(), reactRouter()],
});
