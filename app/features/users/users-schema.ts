// The admin's role change (spec §6, D15).
import { z } from "zod";
import * as MESSAGES from "~/lib/messages";

export const roleSchema = z.object({
  intent: z.literal("set-role"),
  userId: z.string({ error: MESSAGES.notFound }).min(1).max(100),
  role: z.enum(["user", "admin"], { error: "Ruolo non valido" }),
});
