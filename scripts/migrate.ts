// npm run db:migrate — applies the committed SQL migrations in ./drizzle.
import { withServices } from "./cli";

await withServices(async (services) => {
  console.log(`Migrations applied (${services.database.kind}).`);
});
