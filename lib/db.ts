import "server-only";

export * from "./db/connection";
