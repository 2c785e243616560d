import { displayName, initials } from "@/components/shell/user-display";

describe("user display", () => {
  it.each([
    [{ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }, "Ada Lovelace", "AL"],
    [{ firstName: "Ada", lastName: null, email: "ada@example.com" }, "Ada", "A"],
    [{ firstName: "  ", lastName: null, email: "zed@example.com" }, "zed@example.com", "Z"],
    [{ firstName: null, lastName: null, email: "bob@example.com" }, "bob@example.com", "B"],
  ])("%o -> %s / %s", (user, name, letters) => {
    expect(displayName(user)).toBe(name);
    expect(initials(user)).toBe(letters);
  });
});
