/**
 * User-facing Italian texts that recur or come from the error catalogue
 * (spec §8), reviewed together here. Import them as `import * as MESSAGES`.
 * They live in one module per audience, as separate exports, so that the site
 * shell carries only the common texts and each page bundles the texts it uses
 * (docs/decisions/0105).
 */
export * from "./messages/admin";
export * from "./messages/ai";
export * from "./messages/auth";
export * from "./messages/common";
export * from "./messages/copy-check";
export * from "./messages/partner";
