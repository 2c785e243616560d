import fs from "node:fs";
import path from "node:path";

/** The tables Shortlist keeps (every model in prisma/schema.prisma, and the migrations log). */
export function ourTables(
  schemaFile = path.join(process.cwd(), "prisma", "schema.prisma"),
): string[] {
  const schema = fs.readFileSync(schemaFile, "utf8");
  const models = [...schema.matchAll(/^model (\w+) \{/gm)].map((match) => match[1]);
  return ["_prisma_migrations", ...models];
}
