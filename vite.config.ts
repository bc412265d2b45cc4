import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  environments: {
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
