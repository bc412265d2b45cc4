export * from "./ai";
export * from "./auth";
export * from "./content";
export * from "./partners";
