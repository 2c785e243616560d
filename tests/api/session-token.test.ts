import { decode, encode } from "next-auth/jwt";
import { decodeSessionToken } from "@/lib/auth/session-token";

const SECRET = "session-token-test-secret";
const claims = { sub: "c123456789012345678901234", sessionVersion: 3, email: "a@example.com" };

describe("decodeSessionToken", () => {
  it("answers exactly what next-auth's decode answers for a cookie next-auth wrote", async () => {
    const token = await encode({ token: claims, secret: SECRET });
    const ours = await decodeSessionToken(token, SECRET);
    expect(ours).toEqual(await decode({ token, secret: SECRET }));
    expect(ours).toMatchObject(claims);
  });

  it("follows a change of secret: a cookie signed with the old one stops working", async () => {
    const old = await encode({ token: claims, secret: SECRET });
    await expect(decodeSessionToken(old, SECRET)).resolves.toMatchObject(claims);
    const fresh = await encode({ token: claims, secret: "another-secret" });
    await expect(decodeSessionToken(fresh, "another-secret")).resolves.toMatchObject(claims);
    await expect(decodeSessionToken(old, "another-secret")).rejects.toThrow();
  });

  it("refuses an expired cookie, as next-auth does (15 s tolerance)", async () => {
    const expired = await encode({ token: claims, secret: SECRET, maxAge: -60 });
    await expect(decode({ token: expired, secret: SECRET })).rejects.toThrow();
    await expect(decodeSessionToken(expired, SECRET)).rejects.toThrow();
    const justNow = await encode({ token: claims, secret: SECRET, maxAge: -5 });
    await expect(decodeSessionToken(justNow, SECRET)).resolves.toMatchObject(claims);
  });

  it("refuses a cookie changed by one character and one that is not a JWE", async () => {
    const token = await encode({ token: claims, secret: SECRET });
    const parts = token.split(".");
    const last = parts[3];
    parts[3] = `${last[0] === "A" ? "B" : "A"}${last.slice(1)}`;
    await expect(decodeSessionToken(parts.join("."), SECRET)).rejects.toThrow();
    await expect(decodeSessionToken("not-a-token", SECRET)).rejects.toThrow();
  });
});
