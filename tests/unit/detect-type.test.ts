/** @jest-environment node */
import { typeFromContent } from "@/lib/files/detect-type";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("typeFromContent", () => {
  it.each([
    ["a PDF header at the start", bytes("%PDF-1.7\n..."), "pdf"],
    ["a PDF header after junk within 1 KB", bytes(`${"x".repeat(1000)}%PDF-1.4`), "pdf"],
    ["a PDF header past the first 1 KB", bytes(`${"x".repeat(1020)}%PDF-1.4`), "txt"],
    ["a header cut at the end of the buffer", bytes("hello %PDF"), "txt"],
    ["a zip package", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), "docx"],
    ["plain text", bytes("Jane Doe\nEngineer"), "txt"],
    ["binary", new Uint8Array([0xff, 0x00, 0x10]), null],
  ])("reads %s", (_, content, type) => {
    expect(typeFromContent(content)).toBe(type);
  });
});
