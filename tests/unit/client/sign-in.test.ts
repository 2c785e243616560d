import { signIn } from "@/lib/client/sign-in";
import { installFakeFetch } from "../shell/fake-fetch";

const CSRF = { "/api/auth/csrf": { status: 200, body: { csrfToken: "token" } } };
const signInWith = (route: { status: number; body: unknown }) => {
  installFakeFetch({ ...CSRF, "/api/auth/callback/credentials": route });
  return signIn("credentials", { email: "ada@example.com", password: "pw", redirect: false });
};

describe("signIn (credentials)", () => {
  it("answers ok with the URL next-auth sends the browser to", async () => {
    await expect(
      signInWith({ status: 200, body: { url: "http://localhost/" } }),
    ).resolves.toMatchObject({ ok: true, error: null, url: "http://localhost/" });
  });

  it("answers the message authorize refused with", async () => {
    const url = "http://localhost/api/auth/error?error=Incorrect%20email%20or%20password.";
    await expect(signInWith({ status: 401, body: { url } })).resolves.toMatchObject({
      ok: false,
      error: "Incorrect email or password.",
      url: null,
    });
  });

  it("answers the server's message when the form was refused before next-auth", async () => {
    const message = "The sign-in form is too large.";
    await expect(signInWith({ status: 413, body: { message } })).resolves.toMatchObject({
      ok: false,
      error: message,
      status: 413,
    });
  });
});
