// `npm run user -- list | delete EMAIL | reset-password EMAIL`: account chores for the
// person who runs the server. With the server up they run inside it (PGlite is one
// process's); otherwise here, on the same data.
import { configuredOrigin } from "../lib/api/app-origin";
import { loadSettings } from "../lib/runtime-env";
import { runningServer } from "../lib/operator/running-server";
import { callServer, serverOrigin } from "./operator-client";

const USAGE = `Usage:
  npm run user -- list                    every account, with its number of jobs
  npm run user -- reset-password EMAIL    print a one-time link that sets a new password
  npm run user -- delete EMAIL            delete the account and everything it owns`;

type UserRow = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: string | Date;
  jobs: number;
};

async function run(command: string, email: string | undefined): Promise<string> {
  const server = runningServer();
  const origin =
    configuredOrigin() ??
    (server
      ? serverOrigin(server).replace("127.0.0.1", "localhost")
      : `http://localhost:${process.env.PORT || 3000}`);
  if (server) {
    const answer = await (await callServer(server, commandPath(command), { email, origin })).json();
    return describe(command, answer);
  }
  const commands = await import("../lib/operator/commands");
  const { authSecret } = await import("../lib/auth/secret");
  if (command === "list") return describe(command, await commands.listUsers());
  if (command === "delete") return describe(command, await commands.deleteUser(email!));
  return describe(command, await commands.resetLink(email!, origin, authSecret()));
}

const commandPath = (command: string) =>
  command === "list" ? "users" : command === "reset-password" ? "reset-link" : command;

function describe(command: string, answer: unknown): string {
  if (command === "list") {
    const users = answer as UserRow[];
    if (users.length === 0) return "No accounts yet.";
    return users
      .map((user) => {
        const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
        const since = new Date(user.createdAt).toISOString().slice(0, 10);
        return `${user.email}${name ? ` (${name})` : ""}  since ${since}  ${user.jobs} job${user.jobs === 1 ? "" : "s"}`;
      })
      .join("\n");
  }
  if (command === "delete")
    return `Deleted ${(answer as { deleted: string }).deleted} and everything it owned.`;
  const reset = answer as { email: string; link: string; minutes: number };
  return `Send this link to ${reset.email}. It sets a new password, works once, and expires in ${reset.minutes} minutes:\n${reset.link}`;
}

async function main() {
  loadSettings();
  const [command, email] = process.argv.slice(2);
  const needsEmail = command === "delete" || command === "reset-password";
  if (!["list", "delete", "reset-password"].includes(command ?? "") || (needsEmail && !email)) {
    console.error(USAGE);
    process.exit(2);
  }
  try {
    console.log(await run(command, email));
    process.exit(0);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

void main();
