import { isMainThread } from "node:worker_threads";
import { runParseTask } from "../parsers/pool";
import { parseDocument } from "./dom";
import { checkHtmlSize } from "./html-limits";

// Minimal structural view of a DOM node, so we do not depend on lib.dom types here.
interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}

const SKIPPED = new Set([
  "SCRIPT",
  "STYLE",
  "NOSCRIPT",
  "TEMPLATE",
  "SVG",
  "IFRAME",
  "OBJECT",
  "BUTTON",
  "FORM",
  "SELECT",
  "INPUT",
  "TEXTAREA",
  "HEAD",
]);
const BLOCKS = new Set([
  "P",
  "DIV",
  "SECTION",
  "ARTICLE",
  "MAIN",
  "HEADER",
  "FOOTER",
  "ASIDE",
  "NAV",
  "BLOCKQUOTE",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "UL",
  "OL",
  "DL",
  "DT",
  "DD",
  "TABLE",
  "TR",
  "PRE",
  "FIGURE",
  "HR",
  "ADDRESS",
  "DETAILS",
  "SUMMARY",
]);

/**
 * Turns posting HTML into plain text a person can read and our matcher can scan:
 * paragraphs become blank-line separated, <br> a line break, list items "• " bullets
 * (numbers in ordered lists); scripts and styles go; entities are decoded by the parser.
 */
export async function htmlToText(html: string): Promise<string> {
  const document = await parseDocument(`<!doctype html><html><body>${html}</body></html>`);
  const out: string[] = [];
  walk(document.body as unknown as DomNode, out, { lists: [], inItem: false });
  return tidy(out.join(""));
}

/** Some feeds (Greenhouse's API, a few JSON-LD blocks) send HTML with its tags escaped. */
export async function unescapeHtmlIfEncoded(value: string): Promise<string> {
  if (!/&lt;\/?[a-z]/i.test(value) || /<\/?[a-z][^<>]*>/i.test(value)) return value;
  // Entities only: the value has no tags, so the parser just decodes them.
  const document = await parseDocument(
    `<!doctype html><html><body><div>${value}</div></body></html>`,
  );
  return document.querySelector("div")?.textContent ?? value;
}

interface Context {
  lists: { ordered: boolean; index: number }[];
  inItem: boolean;
  depth?: number;
}

// Deeper than any real layout; below it an element's text is kept without its structure,
// so hostile nesting cannot overflow the stack.
const MAX_WALK_DEPTH = 200;

function walk(node: DomNode, out: string[], context: Context) {
  const depth = (context.depth ?? 0) + 1;
  if (depth > MAX_WALK_DEPTH) {
    out.push(` ${(node.textContent ?? "").replace(/\s+/g, " ")} `);
    return;
  }
  context = { ...context, depth };
  const { lists } = context;
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      out.push((child.textContent ?? "").replace(/\s+/g, " "));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const name = child.nodeName.toUpperCase();
    if (SKIPPED.has(name)) continue;
    if (name === "BR") {
      out.push("\n");
    } else if (name === "LI") {
      const list = lists[lists.length - 1];
      const marker = list?.ordered ? `${++list.index}. ` : "• ";
      const indent = "  ".repeat(Math.max(0, lists.length - 1));
      // No newline after the item: the next item or the list's end supplies it, so
      // consecutive bullets stay on consecutive lines.
      out.push(`\n${indent}${marker}`);
      walk(child, out, { lists, inItem: true, depth });
    } else if (name === "UL" || name === "OL") {
      // A nested list continues its parent's lines; a top-level list is its own paragraph.
      const separator = lists.length > 0 ? "" : "\n\n";
      out.push(separator);
      walk(child, out, {
        lists: [...lists, { ordered: name === "OL", index: 0 }],
        inItem: false,
        depth,
      });
      out.push(separator);
    } else if (name === "TD" || name === "TH") {
      walk(child, out, context);
      out.push(" ");
    } else if (BLOCKS.has(name)) {
      // Paragraphs inside a list item stay on the bullet's line.
      const separator = context.inItem ? " " : "\n\n";
      out.push(separator);
      walk(child, out, context);
      out.push(separator);
    } else {
      walk(child, out, context);
    }
  }
}

function tidy(text: string): string {
  return text
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((line) => {
      const bullet = line.match(/^( *)(•|\d+\.) +(.*)$/);
      if (bullet) return bullet[3].trim() ? `${bullet[1]}${bullet[2]} ${bullet[3].trim()}` : "";
      return line.trim();
    })
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Text from a field that may be HTML, escaped HTML or plain text with line breaks
 * (JSON-LD descriptions come in all three); plain text keeps its lines. In the main
 * process the DOM work goes to a parser worker; inside one it runs here.
 */
export async function richTextToText(value: string): Promise<string> {
  if (!isMainThread) return renderRichText(value);
  return runParseTask<string>("rich-text", value);
}

export async function renderRichText(value: string): Promise<string> {
  checkHtmlSize(value);
  const html = await unescapeHtmlIfEncoded(value);
  if (/<\/?[a-z][^<>]*>/i.test(html)) return htmlToText(html);
  return htmlToText(
    html
      .replace(/&(?![#a-z0-9]+;)/gi, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/\r?\n/g, "<br>"),
  );
}
