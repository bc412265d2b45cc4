// npm run admin:create -- --email admin@example.it [--name "Nome Cognome"]
// Creates the first admin (D5). Works only while no admin exists. The password
// is read from ADMIN_PASSWORD or typed at a hidden prompt; it is never printed.
import readline from "node:readline";
import { parseArgs } from "node:util";
import { createFirstAdmin } from "~/features/auth/admin-setup.server";
import { initAdminSchema } from "~/features/auth/auth-schema";
import { withServices } from "./cli";

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    output._writeToOutput = (s: string) => {
      if (!asked) {
        process.stdout.write(s);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
let password = process.env.ADMIN_PASSWORD ?? "";
if (!password && process.stdin.isTTY) password = await promptHidden("Password (almeno 12 caratteri): ");

const parsed = initAdminSchema.safeParse({
  email: values.email,
  fullName: values.name,
  password,
  token: "cli",
});
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join(".")}: ${issue.message}`);
  console.error(
    'Uso: npm run admin:create -- --email admin@example.it [--name "Nome"] (password da ADMIN_PASSWORD o dal prompt)',
  );
  process.exit(1);
}

const outcome = await withServices((services) =>
  createFirstAdmin(services, { ...parsed.data, skipToken: true }),
);
if (!outcome.ok) {
  console.error(outcome.message);
  process.exit(1);
}
console.log(`Amministratore creato: ${parsed.data.email}`);
