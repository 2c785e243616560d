import { GET } from "@/app/api/interview-simulator/voice/route";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

let user: TestUser;
beforeAll(async () => {
  user = await createTestUser();
});

beforeEach(() => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_REALTIME_URL;
});

describe("GET /api/interview-simulator/voice", () => {
  it("says what to configure when there is neither a key nor a realtime URL", async () => {
    const { status, json } = await call(GET, "GET", { user });
    expect(status).toBe(200);
    expect(json).toEqual({ available: false, message: expect.stringContaining("OPENAI_API_KEY") });
    expect(json.message).toContain("OPENAI_REALTIME_URL");
  });

  it.each([
    ["an OpenAI key", "OPENAI_API_KEY", "sk-secret-value"],
    ["a realtime URL of one's own", "OPENAI_REALTIME_URL", "ws://127.0.0.1:9/v1/realtime"],
  ])(
    "is available with %s, and never tells the browser the setting",
    async (_case, name, value) => {
      process.env[name] = value;
      const { status, json } = await call(GET, "GET", { user });
      expect(status).toBe(200);
      expect(json).toEqual({ available: true });
    },
  );

  it("needs a session (401)", async () => {
    const { status } = await call(GET, "GET", { user: null });
    expect(status).toBe(401);
  });
});
