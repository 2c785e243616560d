import { VOCABULARY, isNoiseWord, resolveSkill } from "@/lib/match";
import { formKey } from "@/lib/match/tokenize";

describe("skill vocabulary", () => {
  const { skills, forms } = VOCABULARY;

  it("holds at least 1,500 skills across every field the product serves", () => {
    expect(skills.length).toBeGreaterThanOrEqual(1500);
    const fields = new Set(skills.map((s) => s.field));
    for (const field of [
      "software",
      "data",
      "design",
      "product",
      "marketing",
      "sales",
      "finance",
      "healthcare",
      "operations",
      "trades",
    ]) {
      expect(fields).toContain(field);
    }
  });

  it("has no duplicate canonical names", () => {
    const names = skills.map((s) => s.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it("never maps one alias to two different skills", () => {
    const owner = new Map<string, number>();
    const clashes: string[] = [];
    for (const form of forms) {
      const key = formKey(form.form).join(" ");
      const prev = owner.get(key);
      if (prev !== undefined && prev !== form.skillId) clashes.push(form.form);
      owner.set(key, prev ?? form.skillId);
    }
    expect(clashes).toEqual([]);
  });

  it("contains no stop word or generic word as a single-word form", () => {
    const noisy = forms.filter(
      (f) => formKey(f.form).length === 1 && isNoiseWord(formKey(f.form)[0]),
    );
    expect(noisy.map((f) => f.form)).toEqual([]);
  });

  it.each([
    ["JS", "JavaScript"],
    ["ECMAScript", "JavaScript"],
    ["k8s", "Kubernetes"],
    ["Project Management Professional", "PMP"],
    ["PMP", "PMP"],
    ["Generally Accepted Accounting Principles", "GAAP"],
    ["Cardiopulmonary resuscitation", "CPR"],
    ["MS Excel", "Microsoft Excel"],
    ["Microsoft Excel", "Microsoft Excel"],
    ["Excel", "Microsoft Excel"],
    ["Certified Public Accountant", "CPA"],
    ["Registered Nurse", "RN"],
    ["Golang", "Go"],
    ["C++", "C++"],
    ["C#", "C#"],
    [".NET", ".NET"],
    ["Node.js", "Node.js"],
    ["EPA Section 608", "EPA 608"],
  ])("resolves %s to %s", (term, name) => {
    expect(resolveSkill(term)).toBe(name);
  });
});
