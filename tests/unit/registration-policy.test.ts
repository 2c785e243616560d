import { registrationPolicy } from "@/lib/auth/registration-policy";
import { isLoopbackHost, listenHost } from "@/lib/listen-host";

describe("listenHost", () => {
  it("is loopback unless HOST says otherwise", () => {
    expect(listenHost({})).toBe("127.0.0.1");
    expect(listenHost({ HOST: " " })).toBe("127.0.0.1");
    expect(listenHost({ HOST: "0.0.0.0" })).toBe("0.0.0.0");
  });

  it.each([
    ["127.0.0.1", true],
    ["127.1.2.3", true],
    ["::1", true],
    ["localhost", true],
    ["0.0.0.0", false],
    ["::", false],
    ["192.168.1.5", false],
    ["shortlist.example.com", false],
  ])("isLoopbackHost(%s) is %s", (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe("registrationPolicy", () => {
  it("defaults to open on loopback and first-user beyond it", () => {
    expect(registrationPolicy({})).toBe("open");
    expect(registrationPolicy({ HOST: "localhost" })).toBe("open");
    expect(registrationPolicy({ HOST: "0.0.0.0" })).toBe("first-user");
  });

  it("follows REGISTRATION whatever the host, and ignores values it does not know", () => {
    expect(registrationPolicy({ REGISTRATION: "closed" })).toBe("closed");
    expect(registrationPolicy({ REGISTRATION: "Open", HOST: "0.0.0.0" })).toBe("open");
    expect(registrationPolicy({ REGISTRATION: "first-user" })).toBe("first-user");
    expect(registrationPolicy({ REGISTRATION: "maybe", HOST: "0.0.0.0" })).toBe("first-user");
  });
});
