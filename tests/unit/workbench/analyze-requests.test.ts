import { analyzeJob } from "@/lib/client/generate";
import { SINGLE_SLOW_HINT, withSlowHint } from "@/lib/client/slow-hint";
import { toast } from "@/lib/client/toast-store";
import { makeJobDetail } from "../board/fixtures";

// The Analyze tab's requests: the analyze call itself and the "still working" hint.
jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

describe("withSlowHint", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("hints once the operation passes the threshold", async () => {
    const pending = withSlowHint(new Promise(() => {}), SINGLE_SLOW_HINT);
    void pending;
    jest.advanceTimersByTime(9_999);
    expect(toast).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(toast).toHaveBeenCalledWith({
      title: "Still working",
      description: "This may take up to 30 seconds.",
    });
  });

  it("clears the timer when the operation settles first", async () => {
    await expect(withSlowHint(Promise.resolve(3))).resolves.toBe(3);
    await expect(withSlowHint(Promise.reject(new Error("x")))).rejects.toThrow("x");
    jest.advanceTimersByTime(20_000);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe("analyzeJob", () => {
  it("posts to the analyze endpoint and returns the job", async () => {
    const body = makeJobDetail({ id: "j9" });
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      statusText: "OK",
      text: async () => JSON.stringify(body),
      json: async () => body,
    })) as unknown as typeof fetch;

    await expect(analyzeJob("j9")).resolves.toEqual(body);
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/jobs/j9/analyze",
      expect.objectContaining({ method: "POST", body: undefined }),
    );
  });
});
