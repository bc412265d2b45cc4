export * from "./ai";
export * from "./analytics";
export * from "./auth";
export * from "./content";
export * from "./editorial";
export * from "./media";
export * from "./partners";
export * from "./search";
