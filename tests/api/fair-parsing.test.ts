import * as uploadRoute from "@/app/api/master-resume/upload/route";
import { call, createTestUser, type TestUser } from "../support/api";
import { slowPdf } from "../support/bombs";
import { setupTestDatabase } from "../support/database";
import { makePdf } from "../support/files";

setupTestDatabase();

function upload(user: TestUser, bytes: Buffer) {
  const body = new FormData();
  body.append("resume", new Blob([new Uint8Array(bytes)]), "cv.pdf");
  return call(uploadRoute.POST, "POST", { user, body });
}

it("serves an ordinary upload in its turn while five accounts fill the parsers with slow PDFs", async () => {
  const attackers = await Promise.all([1, 2, 3, 4, 5].map(() => createTestUser()));
  const ada = await createTestUser();
  // Warm workers, as on a running server.
  expect((await upload(ada, makePdf(["Ada Lovelace"]))).status).toBe(200);

  const finished: string[] = [];
  const slow = slowPdf();
  const hostile = attackers.flatMap((attacker, index) =>
    [1, 2, 3].map(() =>
      upload(attacker, slow).then((response) => {
        finished.push(`attacker ${index}`);
        return response.status;
      }),
    ),
  );
  // Every attacker's three files are in: two being read, the rest waiting.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const ordinary = await upload(ada, makePdf(["Ada Lovelace", "Analyst"]));
  finished.push("ada");

  expect(ordinary.status).toBe(200);
  expect(ordinary.json.text).toContain("Analyst");
  const statuses = await Promise.all(hostile);
  // Each attacker held one file being read and two waiting: none was refused for Ada.
  expect(statuses.filter((status) => status === 503)).toHaveLength(0);
  // Ada was given the first worker to come free, ahead of the ten files still waiting.
  expect(finished.indexOf("ada")).toBeLessThanOrEqual(4);
});
