// SPEC §5's name rule as a name field shows it: a ninth character is refused, the field keeps the
// name it had and says '8자 이내로 입력해주세요.'; once focus moves on, the field holds a valid name, so
// the message goes (it would otherwise stay red under an accepted name).
import { graphemeCount, NAME_MAX } from "@contract/rules";
import { useState } from "react";

export function useNameLimit() {
  const [refused, setRefused] = useState(false);
  return {
    /** Whether the last keystroke or paste was refused for its length. */
    refused,
    /** Whether `value` fits in NAME_MAX; shows the message when it does not, clears it when it does. */
    fits: (value: string) => {
      const fits = graphemeCount(value) <= NAME_MAX;
      setRefused(!fits);
      return fits;
    },
    /** For the field's onBlur: what it holds was taken, so nothing is wrong with it any more. */
    settle: () => setRefused(false),
  };
}
