// npm run db:seed — inserts the demo content; safe to run again (nothing is duplicated).

import { withServices } from "./cli";
import { seedDatabase } from "./seed/seed";

await withServices(async (services) => {
  await seedDatabase({ db: services.db, storage: services.storage });
  console.log("Seed content in place.");
});
