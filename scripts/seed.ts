// npm run db:seed — inserts the demo content; safe to run again (nothing is duplicated).
import { seedDatabase } from "~/db/seed.server";
import { withServices } from "./cli";

await withServices(async (services) => {
  await seedDatabase({ db: services.db, storage: services.storage });
  console.log("Seed content in place.");
});
