// A PDF's text, as a reader (or a search in it) finds it: Chromium's page.pdf() embeds subset fonts
// with their Unicode maps, and pdf.js reads the text back through them. Spaces are dropped, since a
// PDF places words rather than spelling the gaps between them.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export const pdfText = async (bytes: Uint8Array) => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
  }
  await pdf.destroy();
  return pages.join("").replace(/\s+/g, "");
};
