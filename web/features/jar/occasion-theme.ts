// A jar's occasion's colours (worker/contract/occasion.ts, decision 044) as a class that sets the
// `--occasion-*` custom properties its page's parts read. A class, not a style attribute: the drawn
// page's Content Security Policy admits only the stylesheet's rules, never inline styles.
import { JAR_OCCASIONS, type JarOccasion, occasionStyle } from "@contract/occasion";
import { css } from "../../ui/theme";

const colours = {} as Record<JarOccasion, Record<string, string>>;
for (const occasion of JAR_OCCASIONS) colours[occasion] = occasionStyle(occasion);
const themed = css({ variants: { occasion: colours } });

/** The class that colours a page (or a part) by `occasion`. */
export const occasionClass = (occasion: JarOccasion) => themed({ occasion }).className;
