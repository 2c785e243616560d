import { headers } from "next/headers";
import { firstViewScript } from "@/lib/client/first-view-script";

/**
 * For a page opened with a session cookie: an inline script (with this request's CSP
 * nonce) that sends the session check and the first view's requests while the HTML is
 * read, instead of after the app's code has loaded and hydrated. The app adopts them
 * (lib/client/first-view-requests.ts).
 */
export async function FirstViewRequests() {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: firstViewScript() }} />;
}
