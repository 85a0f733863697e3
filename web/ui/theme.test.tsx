import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { getCssText, styled } from "./theme";

/** The declarations of the sheet's rule for exactly `selector`, as the test DOM writes them. */
const declarations = (selector: string) => {
  const rule = getCssText()
    .split("\n")
    .find((line) => line.trim().startsWith(`${selector} {`));
  return rule?.slice(rule.indexOf("{") + 1, rule.lastIndexOf("}")).trim();
};

/** A style object that counts how often stitches reads it: any build of the component reads it. */
const counted = (color: string) => {
  const reads = { count: 0 };
  const style = {
    get color() {
      reads.count++;
      return color;
    },
  };
  return { reads, style };
};

describe("styled", () => {
  it("builds a component when it is first drawn, not when it is defined", () => {
    const { reads, style } = counted("rgb(1, 2, 3)");
    const Box = styled("div", style);
    expect(reads.count).toBe(0);

    render(<Box data-testid="box">꿀</Box>);
    expect(reads.count).toBeGreaterThan(0);
    expect(screen.getByTestId("box").className).toContain(Box.className);
    expect(declarations(Box.selector)).toBe("color: rgb(1, 2, 3);");
  });

  it("names its class, its selector and itself in another's rule as stitches does", () => {
    const Card = styled("section", { color: "rgb(4, 5, 6)" });
    expect(Card.className).toMatch(/^c-/);
    expect(Card.selector).toBe(`.${Card.className}`);
    expect(`${Card}`).toBe(Card.selector);
    expect(Card.displayName).toBe("Styled.section");
    expect(styled(Card, { color: "rgb(1, 1, 1)" }).displayName).toBe("Styled.section");
    function Fancy(props: { className?: string }) {
      return <i {...props} />;
    }
    expect(styled(Fancy, { color: "rgb(2, 2, 2)" }).displayName).toBe("Styled.Fancy");

    const Badge = styled("span", { [`${Card}:hover &`]: { color: "rgb(7, 8, 9)" } });
    render(
      <Card>
        <Badge>배지</Badge>
      </Card>,
    );
    expect(declarations(`${Card.selector}:hover ${Badge.selector}`)).toBe("color: rgb(7, 8, 9);");
  });

  it("composes into another component with both classes, and passes `as`, props and its ref through", () => {
    const Base = styled("button", { color: "rgb(10, 11, 12)" });
    const Primary = styled(Base, { backgroundColor: "rgb(13, 14, 15)", variants: { size: { big: { padding: 9 } } } });
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Primary as="a" href="/jar" size="big" ref={ref}>
        꿀단지
      </Primary>,
    );

    const link = screen.getByRole("link", { name: "꿀단지" });
    expect(ref.current).toBe(link);
    expect(link.getAttribute("href")).toBe("/jar");
    expect(link.className).toContain(Base.className);
    expect(link.className).toContain(Primary.className);
    expect(link.className).toMatch(/size-big/);
    expect(declarations(Base.selector)).toBe("color: rgb(10, 11, 12);");
  });
});
