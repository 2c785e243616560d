import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { REGISTRATION_CLOSED } from "@/lib/auth/registration-policy";
import { signIn } from "@/lib/client/sign-in";
import { SignInForm } from "@/components/auth/sign-in-form";
import { ACCOUNT_MAY_EXIST, signInErrorMessage } from "@/components/auth/sign-in-error";
import { installFakeFetch } from "./fake-fetch";

jest.mock("@/lib/client/sign-in", () => ({ signIn: jest.fn() }));
const signInMock = jest.mocked(signIn);

const failure = (error: string) => ({ ok: false, error, status: 401, url: null });
const success = { ok: true, error: null, status: 200, url: "/" };

function setup() {
  const onSignedIn = jest.fn(async () => {});
  const user = userEvent.setup();
  render(<SignInForm onSignedIn={onSignedIn} />);
  return { user, onSignedIn };
}

beforeEach(() => signInMock.mockReset());

describe("signInErrorMessage", () => {
  it.each([
    [undefined, "Incorrect email or password."],
    ["CredentialsSignin", "Incorrect email or password."],
    ["Too many attempts. Try again in a minute.", "Too many attempts. Try again in a minute."],
  ])("%s -> %s", (error, message) => {
    expect(signInErrorMessage(error)).toBe(message);
  });
});

describe("SignInForm", () => {
  it("shows 'Incorrect email or password.' when the credentials are refused", async () => {
    signInMock.mockResolvedValue(failure("CredentialsSignin"));
    const { user, onSignedIn } = setup();
    await user.type(screen.getByTestId("signin-email"), "ada@example.com");
    await user.type(screen.getByTestId("signin-password"), "wrong");
    await user.click(screen.getByTestId("signin-submit"));

    expect(await screen.findByTestId("signin-error")).toHaveTextContent(
      "Incorrect email or password.",
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("submits without client validation, leaving that to the server", async () => {
    signInMock.mockResolvedValue(failure("Email is required"));
    const { user } = setup();
    await user.click(screen.getByTestId("signin-submit"));
    expect(signInMock).toHaveBeenCalledWith("credentials", {
      email: "",
      password: "",
      redirect: false,
    });
    expect(await screen.findByTestId("signin-error")).toHaveTextContent("Email is required");
  });

  it("creates an account with optional names, then signs in", async () => {
    const fetchMock = installFakeFetch({
      "/api/register": { status: 201, body: { email: "ada@example.com" } },
    });
    signInMock.mockResolvedValue(success);
    const { user, onSignedIn } = setup();

    expect(screen.queryByTestId("signin-first-name")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("signin-toggle-mode"));
    expect(screen.getByTestId("signin-toggle-mode")).toHaveTextContent(
      "Already have an account? Sign in",
    );
    await user.type(screen.getByTestId("signin-first-name"), "Ada");
    await user.type(screen.getByTestId("signin-email"), "ada@example.com");
    await user.type(screen.getByTestId("signin-password"), "long enough");
    await user.click(screen.getByTestId("signin-submit"));

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/register");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      email: "ada@example.com",
      password: "long enough",
      firstName: "Ada",
    });
    expect(signInMock).toHaveBeenCalledWith("credentials", {
      email: "ada@example.com",
      password: "long enough",
      redirect: false,
    });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["CredentialsSignin", ACCOUNT_MAY_EXIST],
    ["Incorrect email or password.", ACCOUNT_MAY_EXIST],
    [
      "Too many sign-in attempts. Try again in 3 minutes.",
      "Too many sign-in attempts. Try again in 3 minutes.",
    ],
  ])(
    "when signing in after creating an account is refused (%s), says: %s",
    async (error, message) => {
      // Registration answers the same for a taken email; the sign-in is what fails.
      installFakeFetch({ "/api/register": { status: 201, body: { email: "ada@example.com" } } });
      signInMock.mockResolvedValue(failure(error));
      const { user, onSignedIn } = setup();
      await user.click(screen.getByTestId("signin-toggle-mode"));
      await user.type(screen.getByTestId("signin-email"), "ada@example.com");
      await user.type(screen.getByTestId("signin-password"), "long enough");
      await user.click(screen.getByTestId("signin-submit"));

      expect(await screen.findByTestId("signin-error")).toHaveTextContent(message);
      expect(onSignedIn).not.toHaveBeenCalled();
    },
  );

  it("shows the server's message when registration is refused", async () => {
    installFakeFetch({
      "/api/register": { status: 400, body: { message: "Password must be at least 8 characters" } },
    });
    const { user, onSignedIn } = setup();
    await user.click(screen.getByTestId("signin-toggle-mode"));
    await user.type(screen.getByTestId("signin-email"), "ada@example.com");
    await user.type(screen.getByTestId("signin-password"), "short");
    await user.click(screen.getByTestId("signin-submit"));

    expect(await screen.findByTestId("signin-error")).toHaveTextContent(
      "Password must be at least 8 characters",
    );
    expect(signInMock).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe("SignInForm when the server takes no new accounts", () => {
  it("offers no 'Create an account' and says who to ask", async () => {
    render(
      <SWRConfig
        value={{ provider: () => new Map(), fallback: { "/api/register": { open: false } } }}
      >
        <SignInForm onSignedIn={jest.fn(async () => {})} />
      </SWRConfig>,
    );
    expect(screen.getByTestId("registration-closed")).toHaveTextContent(REGISTRATION_CLOSED);
    expect(screen.queryByTestId("signin-toggle-mode")).toBeNull();
    expect(screen.getByTestId("signin-submit")).toHaveTextContent("Sign in");
  });
});
